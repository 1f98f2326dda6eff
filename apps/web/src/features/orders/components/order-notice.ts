/** The note at the top of the order window after an action: green when done, red when it failed. */
export type OrderNotice = { variant: 'success' | 'danger'; text: string };
