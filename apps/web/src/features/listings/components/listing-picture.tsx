// The one picture component is components/picture.tsx. This old name stays only for
// manage-listings-page.tsx, which is being rewritten on another branch; remove it once that lands.
export { Picture as ListingPicture } from '../../../components/picture';
