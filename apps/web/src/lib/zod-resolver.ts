import { zodResolver as baseResolver } from '@hookform/resolvers/zod';
import { installHumanValidationMessages } from '@ironmatch/contracts/validation-messages';

// Installed here rather than at start-up so zod stays out of the first page's JavaScript.
installHumanValidationMessages();

/** react-hook-form resolver for the contracts' zod schemas, with the human default messages. */
export const zodResolver = baseResolver;
