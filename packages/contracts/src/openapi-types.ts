/* Generated from the server's OpenAPI document by `npm run api:types`; do not edit.
   The browser's typed client (apps/web/src/lib/api-client.ts) reads these paths. */
export interface paths {
    "/api/allPartSearches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members: other companies' part searches of the last 7 days. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                rows: {
                                    comments: string | null;
                                    condition: ("AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED") | null;
                                    createdAt: string;
                                    description: string | null;
                                    fromBrowse: boolean;
                                    hasBeenMessaged: boolean;
                                    id: number;
                                    manufacturer: string | null;
                                    matchCount: number;
                                    /** @default null */
                                    myQuote: {
                                        id: number;
                                        /** @enum {string} */
                                        status: "sent" | "updated" | "withdrawn" | "accepted" | "declined" | "expired";
                                    } | null;
                                    part_number: string;
                                    partNumber: string;
                                    partsMatched: boolean;
                                    User: {
                                        Company: {
                                            name: string;
                                        };
                                        companyId: number;
                                        firstName: string;
                                        id: number;
                                        lastName: string;
                                    };
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/allPartSearchesByCompany": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members: searches that matched your company's parts. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                rows: {
                                    createdAt: string;
                                    hasBeenMessaged: boolean;
                                    id: number;
                                    /** @default null */
                                    myQuote: {
                                        id: number;
                                        /** @enum {string} */
                                        status: "sent" | "updated" | "withdrawn" | "accepted" | "declined" | "expired";
                                    } | null;
                                    parts: {
                                        abbrname: string;
                                        canTransact: boolean;
                                        companyCity: string;
                                        companyid: number;
                                        companyId: number;
                                        companyname: string;
                                        companyName: string;
                                        companyState: string;
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        condlong: string;
                                        createdAt: string;
                                        crossReferenceNote: string | null;
                                        descript: string;
                                        description: string;
                                        id: number;
                                        isMessaged: 0 | 1;
                                        manufacturer: string;
                                        manuflong: string;
                                        /**
                                         * @description How the row's part number matched the searched one (both normalised): 'exact' = the same number, 'prefix' = a longer number that begins with it, 'superseded' = a number along a supersession chain (either way, at most 5 references away), 'interchange' = an interchangeable or aftermarket number. Rows come in that order; dealers with an exact, superseded or interchange match are emailed.
                                         * @enum {string}
                                         */
                                        matchKind: "exact" | "prefix" | "superseded" | "interchange";
                                        matchLabel: string | null;
                                        orderId: number | null;
                                        orderIsQuote: boolean;
                                        partId: number | null;
                                        partnum: string;
                                        partNumber: string;
                                        partSearchId: number;
                                        partSearchResultId: number;
                                        pics: string;
                                        pictures: {
                                            filename: string;
                                            picId: number;
                                            picurl: string;
                                        }[];
                                        price: number | null;
                                        priceTier: ("retail" | "wholesale") | null;
                                        quan: number;
                                        usedprice: number | null;
                                    }[];
                                    PartSearch: {
                                        comments: string | null;
                                        condition: ("AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED") | null;
                                        createdAt: string;
                                        description: string | null;
                                        fromBrowse: boolean;
                                        hasBeenMessaged: boolean;
                                        id: number;
                                        manufacturer: string | null;
                                        matchCount: number;
                                        part_number: string;
                                        partNumber: string;
                                        partsMatched: boolean;
                                        User: {
                                            Company: {
                                                name: string;
                                            };
                                            companyId: number;
                                            firstName: string;
                                            id: number;
                                            lastName: string;
                                        };
                                    };
                                    partSearchId: number;
                                    /** @default null */
                                    quoteRequest: {
                                        createdAt: string;
                                        id: number;
                                        neededBy: string | null;
                                        note: string | null;
                                    } | null;
                                    requestId: number;
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attachments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One listing with its pictures (`filenames`, `picurls`). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                attachment: {
                                    category: number;
                                    city: string;
                                    companyId: number;
                                    companyname: string;
                                    condlong: string;
                                    datemod: string;
                                    details: string;
                                    dimensions: string;
                                    filename: string | null;
                                    hours: number | null;
                                    id: number;
                                    location: string;
                                    manuflong: string;
                                    modelnum: string;
                                    modelyear: number | null;
                                    phone: string;
                                    piccount: number;
                                    price: number | null;
                                    priceHidden?: boolean;
                                    serialnum: string;
                                    shipnotes: string;
                                    state: string;
                                    stocknum: string;
                                    subcategory: string;
                                    title: string;
                                    website: string;
                                    weight: string;
                                };
                                filenames: {
                                    filename: string;
                                    picnum: number;
                                }[];
                                picurls: {
                                    picnum: number;
                                    picurl: string;
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/browseparts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Browse every part number in stock, 50 per page, with price ranges. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    manufacturer?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                limit: number;
                                page: number;
                                parts: {
                                    abbrname: string;
                                    conditions: string;
                                    hasnoprice: boolean | null;
                                    manuf: string;
                                    maxprice: number | null;
                                    minprice: number | null;
                                    partnum: string;
                                    pics: number | null;
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add your company; the session then carries its id after a refresh. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        billAddress1?: string | null;
                        billAddress2?: string | null;
                        billCity?: string | null;
                        billCountry?: string | null;
                        billState?: string | null;
                        billZip?: string | null;
                        contactList?: string | null;
                        email1: string;
                        email2?: string | null;
                        email3?: string | null;
                        fax?: string | null;
                        name: string;
                        partsManager?: string | null;
                        phoneMain: string;
                        phoneSecondary?: string | null;
                        shipAddress1: string;
                        shipAddress2?: string | null;
                        shipCity: string;
                        shipCountry: string;
                        shipState: string;
                        shipZip: string;
                        website?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                companyId: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        /** A client without a company id: always 400 'Missing companyId.' */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/company/{companyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your company's full record, or another company's contact details. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                company: {
                                    billAddress1: string | null;
                                    billAddress2: string | null;
                                    billCity: string | null;
                                    billCountry: string | null;
                                    billState: string | null;
                                    billZip: string | null;
                                    contactList: string | null;
                                    email1: string;
                                    email2: string | null;
                                    email3: string | null;
                                    fax: string | null;
                                    id: number;
                                    memid: string | null;
                                    name: string;
                                    partsManager: string | null;
                                    phoneMain: string;
                                    phoneSecondary: string | null;
                                    shipAddress1: string;
                                    shipAddress2: string | null;
                                    shipCity: string;
                                    shipCountry: string;
                                    shipState: string;
                                    shipZip: string;
                                    stripeAccountId: string | null;
                                    website: string | null;
                                } | {
                                    billAddress1: string | null;
                                    billAddress2: string | null;
                                    billCity: string | null;
                                    billCountry: string | null;
                                    billState: string | null;
                                    billZip: string | null;
                                    contactList: string | null;
                                    id: number;
                                    name: string;
                                    partsManager: string | null;
                                    phoneMain: string;
                                    shipAddress1: string;
                                    shipAddress2: string | null;
                                    shipCity: string;
                                    shipCountry: string;
                                    shipState: string;
                                    shipZip: string;
                                    website: string | null;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change your company (only the fields sent; name and website are a support request). */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        billAddress1?: string | null;
                        billAddress2?: string | null;
                        billCity?: string | null;
                        billCountry?: string | null;
                        billState?: string | null;
                        billZip?: string | null;
                        contactList?: string | null;
                        email1?: string | null;
                        email2?: string | null;
                        email3?: string | null;
                        fax?: string | null;
                        name?: string | null;
                        partsManager?: string | null;
                        phoneMain?: string | null;
                        phoneSecondary?: string | null;
                        shipAddress1?: string | null;
                        shipAddress2?: string | null;
                        shipCity?: string | null;
                        shipCountry?: string | null;
                        shipState?: string | null;
                        shipZip?: string | null;
                        website?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                company: {
                                    billAddress1: string | null;
                                    billAddress2: string | null;
                                    billCity: string | null;
                                    billCountry: string | null;
                                    billState: string | null;
                                    billZip: string | null;
                                    contactList: string | null;
                                    email1: string;
                                    email2: string | null;
                                    email3: string | null;
                                    fax: string | null;
                                    id: number;
                                    memid: string | null;
                                    name: string;
                                    partsManager: string | null;
                                    phoneMain: string;
                                    phoneSecondary: string | null;
                                    shipAddress1: string;
                                    shipAddress2: string | null;
                                    shipCity: string;
                                    shipCountry: string;
                                    shipState: string;
                                    shipZip: string;
                                    stripeAccountId: string | null;
                                    website: string | null;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your saved cookie consent; `data` is null when there is none. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                analytics: boolean;
                                createdAt: string;
                                /** @enum {boolean} */
                                essential: true;
                                marketing: boolean;
                                preferences: boolean;
                                updatedAt: string;
                            } | null;
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Save your cookie consent (essential is always true). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        analytics?: boolean;
                        essential?: boolean;
                        /** @default false */
                        marketing?: boolean;
                        /** @default false */
                        preferences?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                analytics: boolean;
                                createdAt: string;
                                /** @enum {boolean} */
                                essential: true;
                                marketing: boolean;
                                preferences: boolean;
                                updatedAt: string;
                            } | null;
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        /** Forget your saved cookie consent. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cross-references": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The operators' cross-references, sorted by fromPartNumber.
         * @description `partNumber` keeps those with that (normalised) number on either side, `kind` one kind. Loaded by operators with `npm run admin -- load-cross-references <file.csv>`.
         */
        get: {
            parameters: {
                query?: {
                    kind?: "supersedes" | "interchangeable" | "aftermarket";
                    limit?: number;
                    page?: number;
                    partNumber?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                crossReferences: {
                                    companyId: number | null;
                                    createdAt: string;
                                    fromManufacturer: string | null;
                                    fromPartNumber: string;
                                    id: number;
                                    /**
                                     * @description 'supersedes': toPartNumber is the new number replacing fromPartNumber; 'interchangeable': either fits; 'aftermarket': toPartNumber is a non-OEM number for the OEM part fromPartNumber.
                                     * @enum {string}
                                     */
                                    kind: "supersedes" | "interchangeable" | "aftermarket";
                                    serialNote: string | null;
                                    /**
                                     * @description 'operator': applies to every company's stock; 'company': a dealer's own, for its stock only.
                                     * @enum {string}
                                     */
                                    source: "operator" | "company";
                                    toManufacturer: string | null;
                                    toPartNumber: string;
                                }[];
                                limit: number;
                                page: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/filterList/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The list filters: companies with listings (empty for a guest) and the category's subcategories. */
        get: {
            parameters: {
                query?: {
                    category?: number;
                    companyMod?: string;
                    subCategoryMod?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                companyList: {
                                    companyname: string;
                                }[];
                                subCategoryList: {
                                    subcat_name: string;
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generalRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members: every company's general requests, newest first. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                rows: {
                                    comments: string;
                                    Company: {
                                        name: string;
                                    };
                                    companyId: number;
                                    createdAt: string;
                                    generalRequestId: number;
                                    id: number;
                                    manufacturer: string | null;
                                    modelnum: string | null;
                                    partNumber: string | null;
                                    partNumbers: string[];
                                    User: {
                                        firstName: string;
                                        id: number;
                                        lastName: string;
                                    };
                                    userId: number;
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Send a general part request with `{ comments }` in the JSON body. */
        post: {
            parameters: {
                query?: {
                    manufacturer?: string;
                    modelnum?: string;
                    partNumber?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comments?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                dealerCount: number;
                                generalRequestId: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generalRequest/{comments}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a general part request; the comments go in the path (the spec call) or the JSON body. */
        post: {
            parameters: {
                query?: {
                    manufacturer?: string;
                    modelnum?: string;
                    partNumber?: string;
                };
                header?: never;
                path: {
                    comments: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comments?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                dealerCount: number;
                                generalRequestId: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generalRequest/{companyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your company's general requests, newest first. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                };
                header?: never;
                path: {
                    companyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                rows: {
                                    comments: string;
                                    Company: {
                                        name: string;
                                    };
                                    companyId: number;
                                    createdAt: string;
                                    generalRequestId: number;
                                    id: number;
                                    manufacturer: string | null;
                                    modelnum: string | null;
                                    partNumber: string | null;
                                    partNumbers: string[];
                                    User: {
                                        firstName: string;
                                        id: number;
                                        lastName: string;
                                    };
                                    userId: number;
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guestattachments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One listing for a guest, masked like the guest list. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                attachment: {
                                    category: number;
                                    city: string;
                                    companyname: string;
                                    condlong: string;
                                    createAccountToView: boolean;
                                    datemod: string;
                                    details: string;
                                    dimensions: string;
                                    filename: string | null;
                                    hours: number | null;
                                    id: number;
                                    /** @enum {string} */
                                    location: "";
                                    manuflong: string;
                                    modelnum: string;
                                    modelyear: number | null;
                                    /** @enum {string} */
                                    phone: "";
                                    piccount: number;
                                    price: number | null;
                                    serialnum: string;
                                    /** @enum {string} */
                                    shipnotes: "";
                                    state: string;
                                    stocknum: string;
                                    subcategory: string;
                                    title: string;
                                    /** @enum {string} */
                                    website: "";
                                    weight: string;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guestbrowseparts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Guest browse: the same list with prices masked. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    manufacturer?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                limit: number;
                                page: number;
                                parts: {
                                    abbrname: string;
                                    conditions: string;
                                    hasnoprice: boolean | null;
                                    manuf: string;
                                    maxprice: number | null;
                                    minprice: number | null;
                                    partnum: string;
                                    pics: number | null;
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guestlistattachment/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A guest's page of listings: seller, price, pictures, location, website, phone and notes masked.
         * @description `companyMod` is ignored. `createAccountToView` marks the rows of the spec's placement rule.
         */
        get: {
            parameters: {
                query: {
                    category: number;
                    companyMod?: string;
                    limit?: number;
                    mod?: "modelasc" | "modeldesc" | "priceasc" | "pricedesc" | "dateasc" | "datedesc";
                    modelNum?: string;
                    page?: number;
                    subCategoryMod?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                attachments: {
                                    category: number;
                                    city: string;
                                    companyname: string;
                                    condlong: string;
                                    createAccountToView: boolean;
                                    datemod: string;
                                    details: string;
                                    dimensions: string;
                                    filename: string | null;
                                    hours: number | null;
                                    id: number;
                                    /** @enum {string} */
                                    location: "";
                                    manuflong: string;
                                    modelnum: string;
                                    modelyear: number | null;
                                    /** @enum {string} */
                                    phone: "";
                                    piccount: number;
                                    price: number | null;
                                    serialnum: string;
                                    /** @enum {string} */
                                    shipnotes: "";
                                    state: string;
                                    stocknum: string;
                                    subcategory: string;
                                    title: string;
                                    /** @enum {string} */
                                    website: "";
                                    weight: string;
                                }[];
                                totalCount: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guestmachines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The machines list for guests: no dealer, city, prices or pictures; always newest first. */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    manufacturer?: string;
                    model?: string;
                    serial?: string;
                    sort?: "newest" | "distance";
                    state?: string | null;
                    yearFrom?: number;
                    yearTo?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                machines: {
                                    arrivalDate: string | null;
                                    city: string | null;
                                    companyId: number | null;
                                    companyName: string | null;
                                    coverThumbUrl: string | null;
                                    createdAt: string;
                                    engineMake: string;
                                    engineModel: string;
                                    hours: number | null;
                                    id: number;
                                    manufacturer: string;
                                    manufacturerName: string;
                                    model: string;
                                    notes: string;
                                    partsCount: number;
                                    serialNumber: string;
                                    state: string;
                                    /** @enum {string} */
                                    status: "arriving" | "dismantling" | "parted_out";
                                    statusChangedAt: string;
                                    transmissionModel: string;
                                    updatedAt: string;
                                    year: number | null;
                                }[];
                                nextCursor: string | null;
                                totalCount: number;
                                totalCountCapped: boolean;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guestmachines/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One machine for a guest, masked like the guest list. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                machine: {
                                    arrivalDate: string | null;
                                    city: string | null;
                                    companyId: number | null;
                                    companyName: string | null;
                                    createdAt: string;
                                    draft: boolean;
                                    engineMake: string;
                                    engineModel: string;
                                    hidden: boolean;
                                    hiddenReason: string | null;
                                    hours: number | null;
                                    id: number;
                                    inventoryParts: {
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        description: string;
                                        id: number;
                                        manufacturer: string;
                                        partNumber: string;
                                        price: number | null;
                                        quantity: number;
                                    }[];
                                    manufacturer: string;
                                    manufacturerName: string;
                                    model: string;
                                    notes: string;
                                    parts: {
                                        component: string;
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        id: number;
                                        price: number | null;
                                    }[];
                                    pictures: {
                                        picnum: number;
                                        thumbUrl: string;
                                        url: string;
                                    }[];
                                    serialNumber: string;
                                    state: string;
                                    /** @enum {string} */
                                    status: "arriving" | "dismantling" | "parted_out";
                                    statusChangedAt: string;
                                    transmissionModel: string;
                                    updatedAt: string;
                                    year: number | null;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guestparts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Guest search of up to 20 part numbers at once (`partNumbers` separated by commas, semicolons, tabs or line breaks): one masked group per number; nothing is saved. */
        get: {
            parameters: {
                query: {
                    condition?: string;
                    ipAddress?: string;
                    manufacturer?: string;
                    partNumbers: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                groups: {
                                    count: number;
                                    /** @description When the searched number found no row at all and is 6 or more characters long (normalised): up to 5 stocked part numbers (normalised, distinct) within one edit of it (one substitution, insertion or deletion, or two neighbouring characters swapped). Otherwise []. A suggestion is never a row. */
                                    didYouMean: string[];
                                    partNumber: string;
                                    parts: {
                                        abbrname: string;
                                        companyname: string;
                                        companyName: string;
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        condlong: string;
                                        createAccountToView: boolean;
                                        crossReferenceNote: string | null;
                                        descript: string;
                                        description: string;
                                        id: number;
                                        manufacturer: string;
                                        manuflong: string;
                                        /**
                                         * @description How the row's part number matched the searched one (both normalised): 'exact' = the same number, 'prefix' = a longer number that begins with it, 'superseded' = a number along a supersession chain (either way, at most 5 references away), 'interchange' = an interchangeable or aftermarket number. Rows come in that order; dealers with an exact, superseded or interchange match are emailed.
                                         * @enum {string}
                                         */
                                        matchKind: "exact" | "prefix" | "superseded" | "interchange";
                                        matchLabel: string | null;
                                        partnum: string;
                                        partNumber: string;
                                        /** @enum {string} */
                                        pics: "";
                                        pictures: {
                                            filename: string;
                                            picId: number;
                                            picurl: string;
                                        }[];
                                        price: number | null;
                                        quan: number;
                                    }[];
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The service is not available right now. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guestparts/{partNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Guest part search: seller names, prices and pictures are masked; nothing is saved. */
        get: {
            parameters: {
                query?: {
                    condition?: string;
                    ipAddress?: string;
                    manufacturer?: string;
                };
                header?: never;
                path: {
                    partNumber: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                /** @description When the searched number found no row at all and is 6 or more characters long (normalised): up to 5 stocked part numbers (normalised, distinct) within one edit of it (one substitution, insertion or deletion, or two neighbouring characters swapped). Otherwise []. A suggestion is never a row. */
                                didYouMean: string[];
                                parts: {
                                    abbrname: string;
                                    companyname: string;
                                    companyName: string;
                                    /** @enum {string} */
                                    condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                    condlong: string;
                                    createAccountToView: boolean;
                                    crossReferenceNote: string | null;
                                    descript: string;
                                    description: string;
                                    id: number;
                                    manufacturer: string;
                                    manuflong: string;
                                    /**
                                     * @description How the row's part number matched the searched one (both normalised): 'exact' = the same number, 'prefix' = a longer number that begins with it, 'superseded' = a number along a supersession chain (either way, at most 5 references away), 'interchange' = an interchangeable or aftermarket number. Rows come in that order; dealers with an exact, superseded or interchange match are emailed.
                                     * @enum {string}
                                     */
                                    matchKind: "exact" | "prefix" | "superseded" | "interchange";
                                    matchLabel: string | null;
                                    partnum: string;
                                    partNumber: string;
                                    /** @enum {string} */
                                    pics: "";
                                    pictures: {
                                        filename: string;
                                        picId: number;
                                        picurl: string;
                                    }[];
                                    price: number | null;
                                    quan: number;
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The service is not available right now. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the server and its database answer. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                db: "pglite" | "postgres";
                                /** @enum {boolean} */
                                ok: true;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description The service is not available right now. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the process answers (a liveness probe): touches neither the database, Redis nor storage. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                ok: true;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether this node should get traffic (a readiness probe).
         * @description Checks the primary database, Redis (`off` without REDIS_URL) and the file storage. 503 with a sentence naming what is unreachable, or while the node drains after SIGTERM (`draining: true`); the body has the same `data` at 200 and 503.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                database: "ok" | "down" | "off";
                                draining: boolean;
                                ok: boolean;
                                /** @enum {string} */
                                redis: "ok" | "down" | "off";
                                /** @enum {string} */
                                storage: "ok" | "down" | "off";
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description The service is not available right now. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/cross-references": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your company's own cross-references (they apply to searches of your stock only). */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    page?: number;
                    partNumber?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                crossReferences: {
                                    companyId: number | null;
                                    createdAt: string;
                                    fromManufacturer: string | null;
                                    fromPartNumber: string;
                                    id: number;
                                    /**
                                     * @description 'supersedes': toPartNumber is the new number replacing fromPartNumber; 'interchangeable': either fits; 'aftermarket': toPartNumber is a non-OEM number for the OEM part fromPartNumber.
                                     * @enum {string}
                                     */
                                    kind: "supersedes" | "interchangeable" | "aftermarket";
                                    serialNote: string | null;
                                    /**
                                     * @description 'operator': applies to every company's stock; 'company': a dealer's own, for its stock only.
                                     * @enum {string}
                                     */
                                    source: "operator" | "company";
                                    toManufacturer: string | null;
                                    toPartNumber: string;
                                }[];
                                limit: number;
                                page: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a cross-reference for your stock.
         * @description Refused (400, one sentence each): a self-reference, a supersession that closes a cycle with your references and the operators', a missing or over-long number, an unknown kind or make. The same one again: 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The make's abbreviation (CAT) or id; omitted or empty: any make. */
                        fromManufacturer?: (string | number) | null;
                        fromPartNumber: string;
                        kind: string;
                        serialNote?: string | null;
                        /** @description The make's abbreviation (CAT) or id; omitted or empty: any make. */
                        toManufacturer?: (string | number) | null;
                        toPartNumber: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                crossReference: {
                                    companyId: number | null;
                                    createdAt: string;
                                    fromManufacturer: string | null;
                                    fromPartNumber: string;
                                    id: number;
                                    /**
                                     * @description 'supersedes': toPartNumber is the new number replacing fromPartNumber; 'interchangeable': either fits; 'aftermarket': toPartNumber is a non-OEM number for the OEM part fromPartNumber.
                                     * @enum {string}
                                     */
                                    kind: "supersedes" | "interchangeable" | "aftermarket";
                                    serialNote: string | null;
                                    /**
                                     * @description 'operator': applies to every company's stock; 'company': a dealer's own, for its stock only.
                                     * @enum {string}
                                     */
                                    source: "operator" | "company";
                                    toManufacturer: string | null;
                                    toPartNumber: string;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/cross-references/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of your company's cross-references; searches stop expanding through it at once. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your stock as CSV, streamed; the columns an import reads back. Formula-looking cells are escaped. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The text/csv body. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a CSV or tab-separated file of parts: a dry run (the report only) or an import job.
         * @description Multipart: `file` (CSV or TSV, up to 100 MB), optional `mapping` (JSON: field -> column header; detected from the headers, or the company's remembered mapping, when absent), `dryRun` and `mode` (`upsert`, the default, or `replace`: parts absent from the file are removed). `dryRun` and `mode` may also come in the query. A dry run answers the report (status `validated`) and changes nothing; otherwise the import is queued (201, status `queued`) and runs in the background, applied in one commit. Rows are upserted by (normalised part number, manufacturer, condition).
         */
        post: {
            parameters: {
                query?: {
                    dryRun?: boolean | ("0" | "1" | "true" | "false" | "yes" | "no" | "on" | "");
                    mode?: "upsert" | "replace";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        dryRun?: boolean | ("0" | "1" | "true" | "false" | "yes" | "no" | "on" | "");
                        /** @description The CSV or tab-separated file; the first line names the columns. */
                        file?: string[];
                        mapping?: string;
                        /** @enum {string} */
                        mode?: "upsert" | "replace";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                import: {
                                    added: number;
                                    createdAt: string;
                                    dryRun: boolean;
                                    errors: {
                                        message: string;
                                        row: number;
                                    }[];
                                    failure: string | null;
                                    fileName: string;
                                    finishedAt: string | null;
                                    id: number;
                                    mapping: {
                                        condition?: string;
                                        crossReferences?: string;
                                        description?: string;
                                        manufacturer?: string;
                                        partNumber?: string;
                                        pictures?: string;
                                        price?: string;
                                        quantity?: string;
                                        wholesalePrice?: string;
                                    };
                                    /** @enum {string} */
                                    mode: "upsert" | "replace";
                                    processed: number;
                                    rejected: number;
                                    removed: number;
                                    /** @enum {string} */
                                    status: "validated" | "queued" | "running" | "done" | "failed";
                                    total: number;
                                    unchanged: number;
                                    updated: number;
                                    withWholesalePrice: number;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import: status, progress and counts, and its first 100 problems. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                import: {
                                    added: number;
                                    createdAt: string;
                                    dryRun: boolean;
                                    errors: {
                                        message: string;
                                        row: number;
                                    }[];
                                    failure: string | null;
                                    fileName: string;
                                    finishedAt: string | null;
                                    id: number;
                                    mapping: {
                                        condition?: string;
                                        crossReferences?: string;
                                        description?: string;
                                        manufacturer?: string;
                                        partNumber?: string;
                                        pictures?: string;
                                        price?: string;
                                        quantity?: string;
                                        wholesalePrice?: string;
                                    };
                                    /** @enum {string} */
                                    mode: "upsert" | "replace";
                                    processed: number;
                                    rejected: number;
                                    removed: number;
                                    /** @enum {string} */
                                    status: "validated" | "queued" | "running" | "done" | "failed";
                                    total: number;
                                    unchanged: number;
                                    updated: number;
                                    withWholesalePrice: number;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/imports/{id}/errors.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import's rejected rows with the reason for each, as CSV. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The text/csv body. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/imports/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your company's latest import (to show its progress after a reload) and its remembered mapping. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                import: {
                                    added: number;
                                    createdAt: string;
                                    dryRun: boolean;
                                    errors: {
                                        message: string;
                                        row: number;
                                    }[];
                                    failure: string | null;
                                    fileName: string;
                                    finishedAt: string | null;
                                    id: number;
                                    mapping: {
                                        condition?: string;
                                        crossReferences?: string;
                                        description?: string;
                                        manufacturer?: string;
                                        partNumber?: string;
                                        pictures?: string;
                                        price?: string;
                                        quantity?: string;
                                        wholesalePrice?: string;
                                    };
                                    /** @enum {string} */
                                    mode: "upsert" | "replace";
                                    processed: number;
                                    rejected: number;
                                    removed: number;
                                    /** @enum {string} */
                                    status: "validated" | "queued" | "running" | "done" | "failed";
                                    total: number;
                                    unchanged: number;
                                    updated: number;
                                    withWholesalePrice: number;
                                } | null;
                                mapping: {
                                    condition?: string;
                                    crossReferences?: string;
                                    description?: string;
                                    manufacturer?: string;
                                    partNumber?: string;
                                    pictures?: string;
                                    price?: string;
                                    quantity?: string;
                                    wholesalePrice?: string;
                                } | null;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/parts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your company's parts, paged, filtered by part number prefix, manufacturer and condition. */
        get: {
            parameters: {
                query?: {
                    condition?: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                    limit?: number;
                    manufacturer?: string;
                    page?: number;
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                limit: number;
                                page: number;
                                parts: {
                                    /** @enum {string} */
                                    condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                    description: string;
                                    id: number;
                                    manufacturer: string;
                                    manufacturerName: string;
                                    partNumber: string;
                                    pictures: {
                                        key: string;
                                        thumbUrl: string;
                                        url: string;
                                    }[];
                                    price: number | null;
                                    quantity: number;
                                    updatedAt: string;
                                    wholesalePrice: number | null;
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a part (price in cents, null for Contact for price). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                        /** @default  */
                        description?: string;
                        manufacturer: string | number;
                        partNumber: string;
                        price: number | null;
                        quantity: number;
                        wholesalePrice?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                part: {
                                    /** @enum {string} */
                                    condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                    description: string;
                                    id: number;
                                    manufacturer: string;
                                    manufacturerName: string;
                                    partNumber: string;
                                    pictures: {
                                        key: string;
                                        thumbUrl: string;
                                        url: string;
                                    }[];
                                    price: number | null;
                                    quantity: number;
                                    updatedAt: string;
                                    wholesalePrice: number | null;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/parts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a part. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                        /** @default  */
                        description?: string;
                        manufacturer: string | number;
                        partNumber: string;
                        price: number | null;
                        quantity: number;
                        wholesalePrice?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                part: {
                                    /** @enum {string} */
                                    condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                    description: string;
                                    id: number;
                                    manufacturer: string;
                                    manufacturerName: string;
                                    partNumber: string;
                                    pictures: {
                                        key: string;
                                        thumbUrl: string;
                                        url: string;
                                    }[];
                                    price: number | null;
                                    quantity: number;
                                    updatedAt: string;
                                    wholesalePrice: number | null;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove a part (saved search results keep their copy). */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/parts/{id}/pictures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add pictures to a part (multipart `pictures`, up to 10 per part, 10 MB each). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description JPG, JPEG, PNG, GIF, BMP, WEBP or HEIC, up to 10 MB each. */
                        pictures?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                part: {
                                    /** @enum {string} */
                                    condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                    description: string;
                                    id: number;
                                    manufacturer: string;
                                    manufacturerName: string;
                                    partNumber: string;
                                    pictures: {
                                        key: string;
                                        thumbUrl: string;
                                        url: string;
                                    }[];
                                    price: number | null;
                                    quantity: number;
                                    updatedAt: string;
                                    wholesalePrice: number | null;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join the company of the invitation (your verified email must be the invited one). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                companyId: number;
                                companyName: string;
                                /** @enum {string} */
                                role: "admin" | "member";
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Failure. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a pending invitation is for (company, email, role, expiry). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                companyName: string;
                                email: string;
                                expiresAt: string;
                                invitedBy: {
                                    firstName: string;
                                    lastName: string;
                                } | null;
                                /** @enum {string} */
                                role: "admin" | "member";
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Failure. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listAttachment/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page (50) of a category's listings, sorted (`mod`, e.g. `modelasc`) and filtered.
         * @description `modelNum` matches model numbers beginning with it (normalised to A-Z0-9). Paging reads a maintained position per sort order: a deep page costs what page 1 costs.
         */
        get: {
            parameters: {
                query: {
                    category: number;
                    companyMod?: string;
                    limit?: number;
                    mod?: "modelasc" | "modeldesc" | "priceasc" | "pricedesc" | "dateasc" | "datedesc";
                    modelNum?: string;
                    page?: number;
                    subCategoryMod?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                attachments: {
                                    category: number;
                                    city: string;
                                    companyId: number;
                                    companyname: string;
                                    condlong: string;
                                    datemod: string;
                                    details: string;
                                    dimensions: string;
                                    filename: string | null;
                                    hours: number | null;
                                    id: number;
                                    location: string;
                                    manuflong: string;
                                    modelnum: string;
                                    modelyear: number | null;
                                    phone: string;
                                    piccount: number;
                                    price: number | null;
                                    priceHidden?: boolean;
                                    serialnum: string;
                                    shipnotes: string;
                                    state: string;
                                    stocknum: string;
                                    subcategory: string;
                                    title: string;
                                    website: string;
                                    weight: string;
                                }[];
                                totalCount: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put a listing on the site for your company (prices in cents). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        category: number;
                        city?: string;
                        condlong?: string;
                        details?: string;
                        dimensions?: string;
                        /** @default false */
                        draft?: boolean;
                        hours?: number | string | null;
                        location?: string;
                        manuflong?: string;
                        modelnum: string;
                        modelyear?: number | string | null;
                        price?: number | string | null;
                        serialnum?: string;
                        shipnotes?: string;
                        state?: string;
                        stocknum?: string;
                        subcategory: string;
                        title: string;
                        weight?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                listing: {
                                    category: number;
                                    city: string;
                                    companyId: number;
                                    companyname: string;
                                    condlong: string;
                                    datemod: string;
                                    details: string;
                                    dimensions: string;
                                    draft: boolean;
                                    filename: string | null;
                                    hidden: boolean;
                                    hiddenReason: string | null;
                                    hours: number | null;
                                    id: number;
                                    location: string;
                                    manuflong: string;
                                    modelnum: string;
                                    modelyear: number | null;
                                    phone: string;
                                    piccount: number;
                                    pictures: {
                                        filename: string;
                                        id: number;
                                        picnum: number;
                                        picurl: string;
                                        thumburl: string;
                                    }[];
                                    price: number | null;
                                    priceHidden?: boolean;
                                    serialnum: string;
                                    shipnotes: string;
                                    state: string;
                                    stocknum: string;
                                    subcategory: string;
                                    title: string;
                                    website: string;
                                    weight: string;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change one of your company's listings (every field). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        category: number;
                        city?: string;
                        condlong?: string;
                        details?: string;
                        dimensions?: string;
                        /** @default false */
                        draft?: boolean;
                        hours?: number | string | null;
                        location?: string;
                        manuflong?: string;
                        modelnum: string;
                        modelyear?: number | string | null;
                        price?: number | string | null;
                        serialnum?: string;
                        shipnotes?: string;
                        state?: string;
                        stocknum?: string;
                        subcategory: string;
                        title: string;
                        weight?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                listing: {
                                    category: number;
                                    city: string;
                                    companyId: number;
                                    companyname: string;
                                    condlong: string;
                                    datemod: string;
                                    details: string;
                                    dimensions: string;
                                    draft: boolean;
                                    filename: string | null;
                                    hidden: boolean;
                                    hiddenReason: string | null;
                                    hours: number | null;
                                    id: number;
                                    location: string;
                                    manuflong: string;
                                    modelnum: string;
                                    modelyear: number | null;
                                    phone: string;
                                    piccount: number;
                                    pictures: {
                                        filename: string;
                                        id: number;
                                        picnum: number;
                                        picurl: string;
                                        thumburl: string;
                                    }[];
                                    price: number | null;
                                    priceHidden?: boolean;
                                    serialnum: string;
                                    shipnotes: string;
                                    state: string;
                                    stocknum: string;
                                    subcategory: string;
                                    title: string;
                                    website: string;
                                    weight: string;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove a listing: it leaves every list at once and its pictures leave storage. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/{id}/pictures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add pictures (multipart, repeated field `pictures`; at most 12 per listing). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description JPG, PNG, GIF, BMP, WEBP or HEIC pictures */
                        pictures?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                listing: {
                                    category: number;
                                    city: string;
                                    companyId: number;
                                    companyname: string;
                                    condlong: string;
                                    datemod: string;
                                    details: string;
                                    dimensions: string;
                                    draft: boolean;
                                    filename: string | null;
                                    hidden: boolean;
                                    hiddenReason: string | null;
                                    hours: number | null;
                                    id: number;
                                    location: string;
                                    manuflong: string;
                                    modelnum: string;
                                    modelyear: number | null;
                                    phone: string;
                                    piccount: number;
                                    pictures: {
                                        filename: string;
                                        id: number;
                                        picnum: number;
                                        picurl: string;
                                        thumburl: string;
                                    }[];
                                    price: number | null;
                                    priceHidden?: boolean;
                                    serialnum: string;
                                    shipnotes: string;
                                    state: string;
                                    stocknum: string;
                                    subcategory: string;
                                    title: string;
                                    website: string;
                                    weight: string;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The upload is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/{id}/pictures/{picnum}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one picture (by its picnum); the rest close up. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    picnum: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                listing: {
                                    category: number;
                                    city: string;
                                    companyId: number;
                                    companyname: string;
                                    condlong: string;
                                    datemod: string;
                                    details: string;
                                    dimensions: string;
                                    draft: boolean;
                                    filename: string | null;
                                    hidden: boolean;
                                    hiddenReason: string | null;
                                    hours: number | null;
                                    id: number;
                                    location: string;
                                    manuflong: string;
                                    modelnum: string;
                                    modelyear: number | null;
                                    phone: string;
                                    piccount: number;
                                    pictures: {
                                        filename: string;
                                        id: number;
                                        picnum: number;
                                        picurl: string;
                                        thumburl: string;
                                    }[];
                                    price: number | null;
                                    priceHidden?: boolean;
                                    serialnum: string;
                                    shipnotes: string;
                                    state: string;
                                    stocknum: string;
                                    subcategory: string;
                                    title: string;
                                    website: string;
                                    weight: string;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/{id}/pictures/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reorder the pictures; the first becomes the cover. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        order: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                listing: {
                                    category: number;
                                    city: string;
                                    companyId: number;
                                    companyname: string;
                                    condlong: string;
                                    datemod: string;
                                    details: string;
                                    dimensions: string;
                                    draft: boolean;
                                    filename: string | null;
                                    hidden: boolean;
                                    hiddenReason: string | null;
                                    hours: number | null;
                                    id: number;
                                    location: string;
                                    manuflong: string;
                                    modelnum: string;
                                    modelyear: number | null;
                                    phone: string;
                                    piccount: number;
                                    pictures: {
                                        filename: string;
                                        id: number;
                                        picnum: number;
                                        picurl: string;
                                        thumburl: string;
                                    }[];
                                    price: number | null;
                                    priceHidden?: boolean;
                                    serialnum: string;
                                    shipnotes: string;
                                    state: string;
                                    stocknum: string;
                                    subcategory: string;
                                    title: string;
                                    website: string;
                                    weight: string;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your company's listings, newest first, with every picture. */
        get: {
            parameters: {
                query?: {
                    category?: number;
                    limit?: number;
                    page?: number;
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                listings: {
                                    category: number;
                                    city: string;
                                    companyId: number;
                                    companyname: string;
                                    condlong: string;
                                    datemod: string;
                                    details: string;
                                    dimensions: string;
                                    draft: boolean;
                                    filename: string | null;
                                    hidden: boolean;
                                    hiddenReason: string | null;
                                    hours: number | null;
                                    id: number;
                                    location: string;
                                    manuflong: string;
                                    modelnum: string;
                                    modelyear: number | null;
                                    phone: string;
                                    piccount: number;
                                    pictures: {
                                        filename: string;
                                        id: number;
                                        picnum: number;
                                        picurl: string;
                                        thumburl: string;
                                    }[];
                                    price: number | null;
                                    priceHidden?: boolean;
                                    serialnum: string;
                                    shipnotes: string;
                                    state: string;
                                    stocknum: string;
                                    subcategory: string;
                                    title: string;
                                    website: string;
                                    weight: string;
                                }[];
                                totalCount: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-Sent Events telling this user's pages to look again (new quotes, unread messages).
         * @description `text/event-stream`, opened with `fetch` and the bearer token (an EventSource cannot send it; ADR 0026). Events are named `update` with a JSON `data` line (`live-events.ts`: `{"type":"quotes","requestId":n}` or `{"type":"messages"}`) and carry no record, only "look again". A comment line every 25 s keeps the connection. The server ends the stream when the token expires or its login is revoked (checked with each heartbeat) and when the node drains (SIGTERM); the browser then connects again, with a fresh token, through the load balancer.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The text/event-stream body. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with email and password; answers an access token (2 hours) and a refresh token. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        deviceInfo?: string | null;
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                accessToken: string;
                                refreshToken: string;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the login the refresh token (in the body) or the access token (the bearer header) belongs to. Always answers 200. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default null */
                        refreshToken?: string | null;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/machine-watches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your machine watches, newest first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                watches: {
                                    createdAt: string;
                                    id: number;
                                    manufacturer: string;
                                    model: string;
                                    state: string | null;
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Save a watch (make, model prefix, optional state): emailed once a day at most when a matching machine is listed. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        manufacturer: string | number;
                        model: string;
                        state?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                watch: {
                                    createdAt: string;
                                    id: number;
                                    manufacturer: string;
                                    model: string;
                                    state: string | null;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/machine-watches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of your watches. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/machines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Machines being taken apart: filters, newest first or by distance, keyset paging (`cursor`). */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    manufacturer?: string;
                    model?: string;
                    serial?: string;
                    sort?: "newest" | "distance";
                    state?: string | null;
                    yearFrom?: number;
                    yearTo?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                machines: {
                                    arrivalDate: string | null;
                                    city: string | null;
                                    companyId: number | null;
                                    companyName: string | null;
                                    coverThumbUrl: string | null;
                                    createdAt: string;
                                    engineMake: string;
                                    engineModel: string;
                                    hours: number | null;
                                    id: number;
                                    manufacturer: string;
                                    manufacturerName: string;
                                    model: string;
                                    notes: string;
                                    partsCount: number;
                                    serialNumber: string;
                                    state: string;
                                    /** @enum {string} */
                                    status: "arriving" | "dismantling" | "parted_out";
                                    statusChangedAt: string;
                                    transmissionModel: string;
                                    updatedAt: string;
                                    year: number | null;
                                }[];
                                nextCursor: string | null;
                                totalCount: number;
                                totalCountCapped: boolean;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** List a machine you are taking apart, with its part lines and linked inventory parts. A company without a memid may only save a draft (`draft: true`), listed nowhere until it is a member and lists it. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        arrivalDate?: string | null;
                        city?: string | null;
                        /** @default false */
                        draft?: boolean;
                        engineMake?: string | null;
                        engineModel?: string | null;
                        hours?: number | string | null;
                        inventoryPartIds?: number[];
                        manufacturer: string | number;
                        model: string;
                        notes?: string | null;
                        parts?: {
                            component: string;
                            condition: string;
                            price?: number | string | null;
                        }[];
                        serialNumber?: string | null;
                        state?: string | null;
                        status?: string | null;
                        transmissionModel?: string | null;
                        year?: number | string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                machine: {
                                    arrivalDate: string | null;
                                    city: string | null;
                                    companyId: number | null;
                                    companyName: string | null;
                                    createdAt: string;
                                    draft: boolean;
                                    engineMake: string;
                                    engineModel: string;
                                    hidden: boolean;
                                    hiddenReason: string | null;
                                    hours: number | null;
                                    id: number;
                                    inventoryParts: {
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        description: string;
                                        id: number;
                                        manufacturer: string;
                                        partNumber: string;
                                        price: number | null;
                                        quantity: number;
                                    }[];
                                    manufacturer: string;
                                    manufacturerName: string;
                                    model: string;
                                    notes: string;
                                    parts: {
                                        component: string;
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        id: number;
                                        price: number | null;
                                    }[];
                                    pictures: {
                                        picnum: number;
                                        thumbUrl: string;
                                        url: string;
                                    }[];
                                    serialNumber: string;
                                    state: string;
                                    /** @enum {string} */
                                    status: "arriving" | "dismantling" | "parted_out";
                                    statusChangedAt: string;
                                    transmissionModel: string;
                                    updatedAt: string;
                                    year: number | null;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/machines/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One machine with its dealer, pictures and parts. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                machine: {
                                    arrivalDate: string | null;
                                    city: string | null;
                                    companyId: number | null;
                                    companyName: string | null;
                                    createdAt: string;
                                    draft: boolean;
                                    engineMake: string;
                                    engineModel: string;
                                    hidden: boolean;
                                    hiddenReason: string | null;
                                    hours: number | null;
                                    id: number;
                                    inventoryParts: {
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        description: string;
                                        id: number;
                                        manufacturer: string;
                                        partNumber: string;
                                        price: number | null;
                                        quantity: number;
                                    }[];
                                    manufacturer: string;
                                    manufacturerName: string;
                                    model: string;
                                    notes: string;
                                    parts: {
                                        component: string;
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        id: number;
                                        price: number | null;
                                    }[];
                                    pictures: {
                                        picnum: number;
                                        thumbUrl: string;
                                        url: string;
                                    }[];
                                    serialNumber: string;
                                    state: string;
                                    /** @enum {string} */
                                    status: "arriving" | "dismantling" | "parted_out";
                                    statusChangedAt: string;
                                    transmissionModel: string;
                                    updatedAt: string;
                                    year: number | null;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        /** Replace one of your machines (every field; the pictures stay). `draft: false` (the default) lists a draft, for members only. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        arrivalDate?: string | null;
                        city?: string | null;
                        /** @default false */
                        draft?: boolean;
                        engineMake?: string | null;
                        engineModel?: string | null;
                        hours?: number | string | null;
                        inventoryPartIds?: number[];
                        manufacturer: string | number;
                        model: string;
                        notes?: string | null;
                        parts?: {
                            component: string;
                            condition: string;
                            price?: number | string | null;
                        }[];
                        serialNumber?: string | null;
                        state?: string | null;
                        status?: string | null;
                        transmissionModel?: string | null;
                        year?: number | string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                machine: {
                                    arrivalDate: string | null;
                                    city: string | null;
                                    companyId: number | null;
                                    companyName: string | null;
                                    createdAt: string;
                                    draft: boolean;
                                    engineMake: string;
                                    engineModel: string;
                                    hidden: boolean;
                                    hiddenReason: string | null;
                                    hours: number | null;
                                    id: number;
                                    inventoryParts: {
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        description: string;
                                        id: number;
                                        manufacturer: string;
                                        partNumber: string;
                                        price: number | null;
                                        quantity: number;
                                    }[];
                                    manufacturer: string;
                                    manufacturerName: string;
                                    model: string;
                                    notes: string;
                                    parts: {
                                        component: string;
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        id: number;
                                        price: number | null;
                                    }[];
                                    pictures: {
                                        picnum: number;
                                        thumbUrl: string;
                                        url: string;
                                    }[];
                                    serialNumber: string;
                                    state: string;
                                    /** @enum {string} */
                                    status: "arriving" | "dismantling" | "parted_out";
                                    statusChangedAt: string;
                                    transmissionModel: string;
                                    updatedAt: string;
                                    year: number | null;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove a machine: it leaves every list at once and its pictures leave storage. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/machines/{id}/pictures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add pictures (multipart, repeated field `pictures`; at most 12 per machine). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description JPG, PNG, GIF, BMP, WEBP or HEIC pictures */
                        pictures?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                machine: {
                                    arrivalDate: string | null;
                                    city: string | null;
                                    companyId: number | null;
                                    companyName: string | null;
                                    createdAt: string;
                                    draft: boolean;
                                    engineMake: string;
                                    engineModel: string;
                                    hidden: boolean;
                                    hiddenReason: string | null;
                                    hours: number | null;
                                    id: number;
                                    inventoryParts: {
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        description: string;
                                        id: number;
                                        manufacturer: string;
                                        partNumber: string;
                                        price: number | null;
                                        quantity: number;
                                    }[];
                                    manufacturer: string;
                                    manufacturerName: string;
                                    model: string;
                                    notes: string;
                                    parts: {
                                        component: string;
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        id: number;
                                        price: number | null;
                                    }[];
                                    pictures: {
                                        picnum: number;
                                        thumbUrl: string;
                                        url: string;
                                    }[];
                                    serialNumber: string;
                                    state: string;
                                    /** @enum {string} */
                                    status: "arriving" | "dismantling" | "parted_out";
                                    statusChangedAt: string;
                                    transmissionModel: string;
                                    updatedAt: string;
                                    year: number | null;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The upload is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/machines/{id}/pictures/{picnum}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one picture (by its picnum); the rest close up. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    picnum: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                machine: {
                                    arrivalDate: string | null;
                                    city: string | null;
                                    companyId: number | null;
                                    companyName: string | null;
                                    createdAt: string;
                                    draft: boolean;
                                    engineMake: string;
                                    engineModel: string;
                                    hidden: boolean;
                                    hiddenReason: string | null;
                                    hours: number | null;
                                    id: number;
                                    inventoryParts: {
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        description: string;
                                        id: number;
                                        manufacturer: string;
                                        partNumber: string;
                                        price: number | null;
                                        quantity: number;
                                    }[];
                                    manufacturer: string;
                                    manufacturerName: string;
                                    model: string;
                                    notes: string;
                                    parts: {
                                        component: string;
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        id: number;
                                        price: number | null;
                                    }[];
                                    pictures: {
                                        picnum: number;
                                        thumbUrl: string;
                                        url: string;
                                    }[];
                                    serialNumber: string;
                                    state: string;
                                    /** @enum {string} */
                                    status: "arriving" | "dismantling" | "parted_out";
                                    statusChangedAt: string;
                                    transmissionModel: string;
                                    updatedAt: string;
                                    year: number | null;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/machines/{id}/request-parts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Message the machine's dealer with the parts you need from it (type 'Dismantled machine'). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string;
                        parts: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                messageId: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/machines/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a machine's status (arriving, dismantling, parted_out). */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                machine: {
                                    arrivalDate: string | null;
                                    city: string | null;
                                    companyId: number | null;
                                    companyName: string | null;
                                    createdAt: string;
                                    draft: boolean;
                                    engineMake: string;
                                    engineModel: string;
                                    hidden: boolean;
                                    hiddenReason: string | null;
                                    hours: number | null;
                                    id: number;
                                    inventoryParts: {
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        description: string;
                                        id: number;
                                        manufacturer: string;
                                        partNumber: string;
                                        price: number | null;
                                        quantity: number;
                                    }[];
                                    manufacturer: string;
                                    manufacturerName: string;
                                    model: string;
                                    notes: string;
                                    parts: {
                                        component: string;
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        id: number;
                                        price: number | null;
                                    }[];
                                    pictures: {
                                        picnum: number;
                                        thumbUrl: string;
                                        url: string;
                                    }[];
                                    serialNumber: string;
                                    state: string;
                                    /** @enum {string} */
                                    status: "arriving" | "dismantling" | "parted_out";
                                    statusChangedAt: string;
                                    transmissionModel: string;
                                    updatedAt: string;
                                    year: number | null;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/machines/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your company's machines, newest first (`q`: model or serial number prefix). */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    page?: number;
                    q?: string;
                    status?: string | "";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                machines: {
                                    arrivalDate: string | null;
                                    city: string | null;
                                    companyId: number | null;
                                    companyName: string | null;
                                    createdAt: string;
                                    draft: boolean;
                                    engineMake: string;
                                    engineModel: string;
                                    hidden: boolean;
                                    hiddenReason: string | null;
                                    hours: number | null;
                                    id: number;
                                    inventoryParts: {
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        description: string;
                                        id: number;
                                        manufacturer: string;
                                        partNumber: string;
                                        price: number | null;
                                        quantity: number;
                                    }[];
                                    manufacturer: string;
                                    manufacturerName: string;
                                    model: string;
                                    notes: string;
                                    parts: {
                                        component: string;
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        id: number;
                                        price: number | null;
                                    }[];
                                    pictures: {
                                        picnum: number;
                                        thumbUrl: string;
                                        url: string;
                                    }[];
                                    serialNumber: string;
                                    state: string;
                                    /** @enum {string} */
                                    status: "arriving" | "dismantling" | "parted_out";
                                    statusChangedAt: string;
                                    transmissionModel: string;
                                    updatedAt: string;
                                    year: number | null;
                                }[];
                                totalCount: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manufList/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The manufacturers, in dropdown order (CAT, JD, IHC, CASE, KOMATSU, FA, then A-Z). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                abbrname: string;
                                id: number;
                                longName: string;
                            }[];
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/membership-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply to join the network (one open application per company).
         * @description `makes`: abbreviations from GET /api/manufList/. `sellerTermsAccepted` must be true: the seller holds the parts at its own facility; brokers and resellers are excluded. 409 while an application is open or when the company is already a member.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        inventorySize: number;
                        makes: string[];
                        /** @enum {boolean} */
                        sellerTermsAccepted: true;
                        sells: string;
                        website?: string | null;
                        yardAddress1: string;
                        yardCity: string;
                        yardState: string;
                        yardZip: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                application: {
                                    companyId: number;
                                    createdAt: string;
                                    decidedAt: string | null;
                                    id: number;
                                    inventorySize: number;
                                    makes: string[];
                                    memid: string | null;
                                    rejectionReason: string | null;
                                    sells: string;
                                    /** @enum {string} */
                                    status: "open" | "approved" | "rejected";
                                    website: string | null;
                                    yardAddress1: string;
                                    yardCity: string;
                                    yardState: string;
                                    yardZip: string;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/membership-applications/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your company's applications, newest first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                applications: {
                                    companyId: number;
                                    createdAt: string;
                                    decidedAt: string | null;
                                    id: number;
                                    inventorySize: number;
                                    makes: string[];
                                    memid: string | null;
                                    rejectionReason: string | null;
                                    sells: string;
                                    /** @enum {string} */
                                    status: "open" | "approved" | "rejected";
                                    website: string | null;
                                    yardAddress1: string;
                                    yardCity: string;
                                    yardState: string;
                                    yardZip: string;
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to a company's users about a part, a part search, a general request or an item for sale.
         * @description `recipientCompanyId` is the company id, or (older clients) its name. The related id field follows `messageType`: part -> relatedPartId, partsearches -> relatedPartsearchId, generalrequest -> relatedGeneralRequestId, attachment -> relatedAttachmentId.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                        category?: string;
                        condlong?: string;
                        manuflong?: string;
                        /** @enum {string} */
                        messageType: "part" | "partsearches" | "generalrequest" | "attachment" | "machine";
                        modelnum?: string;
                        partNumber?: string;
                        recipientCompanyId: number | string;
                        relatedAttachmentId?: number;
                        relatedGeneralRequestId?: number;
                        relatedMachineId?: number;
                        relatedPartId?: number;
                        relatedPartsearchId?: number;
                        subcategory?: string;
                        subject: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                attachmentCount: number;
                                AttachmentMessagePictures: {
                                    filename: string;
                                    picurl: string;
                                }[];
                                attachments: {
                                    contentType: string;
                                    filename: string;
                                    id: number;
                                    messageReplyId: number | null;
                                    s3Url: string;
                                    size: number;
                                    thumbnailUrl: string | null;
                                    url: string;
                                }[];
                                body: string;
                                category: string | null;
                                condlong: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                folder: "Inbox" | "Saved" | "Archived" | "Sent";
                                hasReplies: boolean;
                                id: number;
                                isRead: boolean;
                                isStarred: boolean;
                                LastSenderCompany: {
                                    id: number;
                                    name: string;
                                };
                                manuflong: string | null;
                                /** @enum {string} */
                                messageType: "part" | "partsearches" | "generalrequest" | "attachment" | "machine";
                                modelnum: string | null;
                                OtherCompany: {
                                    id: number;
                                    name: string;
                                };
                                partNumber: string | null;
                                PartPictures: {
                                    filename: string;
                                    picurl: string;
                                }[];
                                RecipientCompany: {
                                    id: number;
                                    name: string;
                                };
                                recipientCompanyId: number;
                                RecipientUser: {
                                    firstName: string;
                                    id: number;
                                    lastName: string;
                                } | null;
                                recipientUserId: number | null;
                                relatedAttachmentId: number | null;
                                relatedGeneralRequestId: number | null;
                                relatedMachineId: number | null;
                                relatedPartId: number | null;
                                relatedPartsearchId: number | null;
                                Replies: {
                                    attachments: {
                                        contentType: string;
                                        filename: string;
                                        id: number;
                                        messageReplyId: number | null;
                                        s3Url: string;
                                        size: number;
                                        thumbnailUrl: string | null;
                                        url: string;
                                    }[];
                                    body: string;
                                    condlong: string | null;
                                    createdAt: string;
                                    id: number;
                                    manuflong: string | null;
                                    partNumber: string | null;
                                    ReplyToCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    SenderCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    senderCompanyId: number;
                                    SenderUser: {
                                        firstName: string;
                                        id: number;
                                        lastName: string;
                                    } | null;
                                    senderUserId: number | null;
                                }[];
                                replyCount: number;
                                SenderCompany: {
                                    id: number;
                                    name: string;
                                };
                                senderCompanyId: number;
                                SenderUser: {
                                    firstName: string;
                                    id: number;
                                    lastName: string;
                                } | null;
                                senderUserId: number | null;
                                subcategory: string | null;
                                subject: string;
                                updatedAt: string;
                                UserMessages: {
                                    /** @enum {string} */
                                    folder: "Inbox" | "Saved" | "Archived" | "Sent";
                                    isRead: boolean;
                                    isStarred: boolean;
                                    userId: number;
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message-with-attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message with attachments (multipart); stored whole or not at all. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description Repeated: up to 10 files of up to 10 MB each; JPG, JPEG, PNG, GIF, PDF, BMP, WEBP or HEIC, checked by content. */
                        attachments?: string[];
                        body: string;
                        category?: string;
                        condlong?: string;
                        manuflong?: string;
                        /** @enum {string} */
                        messageType: "part" | "partsearches" | "generalrequest" | "attachment" | "machine";
                        modelnum?: string;
                        partNumber?: string;
                        recipientCompanyId: number | string;
                        relatedAttachmentId?: number;
                        relatedGeneralRequestId?: number;
                        relatedMachineId?: number;
                        relatedPartId?: number;
                        relatedPartsearchId?: number;
                        subcategory?: string;
                        subject: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                attachmentCount: number;
                                AttachmentMessagePictures: {
                                    filename: string;
                                    picurl: string;
                                }[];
                                attachments: {
                                    contentType: string;
                                    filename: string;
                                    id: number;
                                    messageReplyId: number | null;
                                    s3Url: string;
                                    size: number;
                                    thumbnailUrl: string | null;
                                    url: string;
                                }[];
                                body: string;
                                category: string | null;
                                condlong: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                folder: "Inbox" | "Saved" | "Archived" | "Sent";
                                hasReplies: boolean;
                                id: number;
                                isRead: boolean;
                                isStarred: boolean;
                                LastSenderCompany: {
                                    id: number;
                                    name: string;
                                };
                                manuflong: string | null;
                                /** @enum {string} */
                                messageType: "part" | "partsearches" | "generalrequest" | "attachment" | "machine";
                                modelnum: string | null;
                                OtherCompany: {
                                    id: number;
                                    name: string;
                                };
                                partNumber: string | null;
                                PartPictures: {
                                    filename: string;
                                    picurl: string;
                                }[];
                                RecipientCompany: {
                                    id: number;
                                    name: string;
                                };
                                recipientCompanyId: number;
                                RecipientUser: {
                                    firstName: string;
                                    id: number;
                                    lastName: string;
                                } | null;
                                recipientUserId: number | null;
                                relatedAttachmentId: number | null;
                                relatedGeneralRequestId: number | null;
                                relatedMachineId: number | null;
                                relatedPartId: number | null;
                                relatedPartsearchId: number | null;
                                Replies: {
                                    attachments: {
                                        contentType: string;
                                        filename: string;
                                        id: number;
                                        messageReplyId: number | null;
                                        s3Url: string;
                                        size: number;
                                        thumbnailUrl: string | null;
                                        url: string;
                                    }[];
                                    body: string;
                                    condlong: string | null;
                                    createdAt: string;
                                    id: number;
                                    manuflong: string | null;
                                    partNumber: string | null;
                                    ReplyToCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    SenderCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    senderCompanyId: number;
                                    SenderUser: {
                                        firstName: string;
                                        id: number;
                                        lastName: string;
                                    } | null;
                                    senderUserId: number | null;
                                }[];
                                replyCount: number;
                                SenderCompany: {
                                    id: number;
                                    name: string;
                                };
                                senderCompanyId: number;
                                SenderUser: {
                                    firstName: string;
                                    id: number;
                                    lastName: string;
                                } | null;
                                senderUserId: number | null;
                                subcategory: string | null;
                                subject: string;
                                updatedAt: string;
                                UserMessages: {
                                    /** @enum {string} */
                                    folder: "Inbox" | "Saved" | "Archived" | "Sent";
                                    isRead: boolean;
                                    isStarred: boolean;
                                    userId: number;
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The upload is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your messages in one folder (Inbox, Saved, Archived or Sent), 10 a page, newest activity first. */
        get: {
            parameters: {
                query?: {
                    folder?: "Inbox" | "Saved" | "Archived" | "Sent";
                    page?: number;
                    pageSize?: number;
                    sortOrder?: "DESC" | "ASC";
                    type?: "all" | "part" | "generalrequest" | "attachment" | "machine";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                messages: {
                                    attachmentCount: number;
                                    body: string;
                                    category: string | null;
                                    condlong: string | null;
                                    createdAt: string;
                                    /** @enum {string} */
                                    folder: "Inbox" | "Saved" | "Archived" | "Sent";
                                    hasReplies: boolean;
                                    id: number;
                                    isRead: boolean;
                                    isStarred: boolean;
                                    LastSenderCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    manuflong: string | null;
                                    /** @enum {string} */
                                    messageType: "part" | "partsearches" | "generalrequest" | "attachment" | "machine";
                                    modelnum: string | null;
                                    OtherCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    partNumber: string | null;
                                    RecipientCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    recipientCompanyId: number;
                                    RecipientUser: {
                                        firstName: string;
                                        id: number;
                                        lastName: string;
                                    } | null;
                                    recipientUserId: number | null;
                                    relatedAttachmentId: number | null;
                                    relatedGeneralRequestId: number | null;
                                    relatedMachineId: number | null;
                                    relatedPartId: number | null;
                                    relatedPartsearchId: number | null;
                                    replyCount: number;
                                    SenderCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    senderCompanyId: number;
                                    SenderUser: {
                                        firstName: string;
                                        id: number;
                                        lastName: string;
                                    } | null;
                                    senderUserId: number | null;
                                    subcategory: string | null;
                                    subject: string;
                                    updatedAt: string;
                                    UserMessages: {
                                        /** @enum {string} */
                                        folder: "Inbox" | "Saved" | "Archived" | "Sent";
                                        isRead: boolean;
                                        isStarred: boolean;
                                        userId: number;
                                    }[];
                                }[];
                                page: number;
                                pageSize: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One message with its replies and attachments; opening it marks it read in that folder.
         * @description Marked read in `folder` when given, else in the folder where you have it. Another company's message answers 403.
         */
        get: {
            parameters: {
                query?: {
                    folder?: "Inbox" | "Saved" | "Archived" | "Sent";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: {
                                    attachmentCount: number;
                                    AttachmentMessagePictures: {
                                        filename: string;
                                        picurl: string;
                                    }[];
                                    attachments: {
                                        contentType: string;
                                        filename: string;
                                        id: number;
                                        messageReplyId: number | null;
                                        s3Url: string;
                                        size: number;
                                        thumbnailUrl: string | null;
                                        url: string;
                                    }[];
                                    body: string;
                                    category: string | null;
                                    condlong: string | null;
                                    createdAt: string;
                                    /** @enum {string} */
                                    folder: "Inbox" | "Saved" | "Archived" | "Sent";
                                    hasReplies: boolean;
                                    id: number;
                                    isRead: boolean;
                                    isStarred: boolean;
                                    LastSenderCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    manuflong: string | null;
                                    /** @enum {string} */
                                    messageType: "part" | "partsearches" | "generalrequest" | "attachment" | "machine";
                                    modelnum: string | null;
                                    OtherCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    partNumber: string | null;
                                    PartPictures: {
                                        filename: string;
                                        picurl: string;
                                    }[];
                                    RecipientCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    recipientCompanyId: number;
                                    RecipientUser: {
                                        firstName: string;
                                        id: number;
                                        lastName: string;
                                    } | null;
                                    recipientUserId: number | null;
                                    relatedAttachmentId: number | null;
                                    relatedGeneralRequestId: number | null;
                                    relatedMachineId: number | null;
                                    relatedPartId: number | null;
                                    relatedPartsearchId: number | null;
                                    Replies: {
                                        attachments: {
                                            contentType: string;
                                            filename: string;
                                            id: number;
                                            messageReplyId: number | null;
                                            s3Url: string;
                                            size: number;
                                            thumbnailUrl: string | null;
                                            url: string;
                                        }[];
                                        body: string;
                                        condlong: string | null;
                                        createdAt: string;
                                        id: number;
                                        manuflong: string | null;
                                        partNumber: string | null;
                                        ReplyToCompany: {
                                            id: number;
                                            name: string;
                                        };
                                        SenderCompany: {
                                            id: number;
                                            name: string;
                                        };
                                        senderCompanyId: number;
                                        SenderUser: {
                                            firstName: string;
                                            id: number;
                                            lastName: string;
                                        } | null;
                                        senderUserId: number | null;
                                    }[];
                                    replyCount: number;
                                    SenderCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    senderCompanyId: number;
                                    SenderUser: {
                                        firstName: string;
                                        id: number;
                                        lastName: string;
                                    } | null;
                                    senderUserId: number | null;
                                    subcategory: string | null;
                                    subject: string;
                                    updatedAt: string;
                                    UserMessages: {
                                        /** @enum {string} */
                                        folder: "Inbox" | "Saved" | "Archived" | "Sent";
                                        isRead: boolean;
                                        isStarred: boolean;
                                        userId: number;
                                    }[];
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a message read in a folder.
         * @description The folder comes in the body (`{ folder }`) or the query; without it, the folder where you have the message.
         */
        put: {
            parameters: {
                query?: {
                    folder?: "Inbox" | "Saved" | "Archived" | "Sent";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        folder?: "Inbox" | "Saved" | "Archived" | "Sent";
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                folder: "Inbox" | "Saved" | "Archived" | "Sent";
                                isRead: boolean;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to a message; the reply goes to the other company. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                        condlong?: string;
                        manuflong?: string;
                        partNumber?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                reply: {
                                    attachments: {
                                        contentType: string;
                                        filename: string;
                                        id: number;
                                        messageReplyId: number | null;
                                        s3Url: string;
                                        size: number;
                                        thumbnailUrl: string | null;
                                        url: string;
                                    }[];
                                    body: string;
                                    condlong: string | null;
                                    createdAt: string;
                                    id: number;
                                    manuflong: string | null;
                                    partNumber: string | null;
                                    ReplyToCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    SenderCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    senderCompanyId: number;
                                    SenderUser: {
                                        firstName: string;
                                        id: number;
                                        lastName: string;
                                    } | null;
                                    senderUserId: number | null;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/reply-with-attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply with attachments (multipart); stored whole or not at all. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description Repeated: up to 10 files of up to 10 MB each; JPG, JPEG, PNG, GIF, PDF, BMP, WEBP or HEIC, checked by content. */
                        attachments?: string[];
                        body: string;
                        condlong?: string;
                        manuflong?: string;
                        partNumber?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                reply: {
                                    attachments: {
                                        contentType: string;
                                        filename: string;
                                        id: number;
                                        messageReplyId: number | null;
                                        s3Url: string;
                                        size: number;
                                        thumbnailUrl: string | null;
                                        url: string;
                                    }[];
                                    body: string;
                                    condlong: string | null;
                                    createdAt: string;
                                    id: number;
                                    manuflong: string | null;
                                    partNumber: string | null;
                                    ReplyToCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    SenderCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    senderCompanyId: number;
                                    SenderUser: {
                                        firstName: string;
                                        id: number;
                                        lastName: string;
                                    } | null;
                                    senderUserId: number | null;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The upload is too large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/star": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Star or unstar a message in a folder (toggles).
         * @description The folder comes in the body (`{ folder }`) or the query; without it, the folder where you have the message.
         */
        put: {
            parameters: {
                query?: {
                    folder?: "Inbox" | "Saved" | "Archived" | "Sent";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        folder?: "Inbox" | "Saved" | "Archived" | "Sent";
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                folder: "Inbox" | "Saved" | "Archived" | "Sent";
                                isStarred: boolean;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a message unread in a folder.
         * @description The folder comes in the body (`{ folder }`) or the query; without it, the folder where you have the message.
         */
        put: {
            parameters: {
                query?: {
                    folder?: "Inbox" | "Saved" | "Archived" | "Sent";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        folder?: "Inbox" | "Saved" | "Archived" | "Sent";
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                folder: "Inbox" | "Saved" | "Archived" | "Sent";
                                isRead: boolean;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move messages between Inbox, Saved and Archived (never out of Sent). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        currentFolder?: "Inbox" | "Saved" | "Archived" | "Sent";
                        messageIds: number[];
                        /** @enum {string} */
                        targetFolder: "Inbox" | "Saved" | "Archived" | "Sent";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                moved: number;
                                /** @enum {string} */
                                targetFolder: "Inbox" | "Saved" | "Archived";
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of your messages in Inbox and Saved are unread (the Messages badge). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a part search result row to your open order with its seller (or ask for a quote).
         * @description Part number, description and price come from the row's inventory part; a `price` that differs is ignored (`priceChanged`, only when a `price` was sent). One open order (new_order) per buyer and seller: another part is appended, the same part raises its quantity. A part without a positive price becomes a quote item. A seller that cannot transact answers 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        buyerNote?: string | null;
                        price?: number | null;
                        /** @default 1 */
                        quantity?: number;
                        searchId: number | string;
                        vendorCompanyId: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                itemId: number;
                                orderId: number;
                                orderIsQuote: boolean;
                                price: number | null;
                                priceChanged: boolean;
                                quantity: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order with its items, for its buyer or seller. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                order: {
                                    accountTerms: {
                                        creditAvailable: number;
                                        creditTerms: number;
                                    } | null;
                                    amountPaid: number;
                                    amountRefunded: number;
                                    approval: {
                                        decidedAt: string | null;
                                        decidedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        limitCents: number;
                                        reason: string | null;
                                        requestedAt: string;
                                        requestedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        /** @enum {string} */
                                        status: "pending" | "approved" | "rejected";
                                    } | null;
                                    buyerNote: string | null;
                                    canceledAt: string | null;
                                    canceledBy: ("buyer" | "seller") | null;
                                    canceledFromStatus: ("new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled") | null;
                                    cancelReason: string | null;
                                    changes: {
                                        createdAt: string;
                                        /** @enum {string} */
                                        field: "quantity" | "price" | "sellerNote";
                                        itemId: number;
                                        newValue: (number | string) | null;
                                        oldValue: (number | string) | null;
                                        partNumber: string;
                                    }[];
                                    createdAt: string;
                                    Customer: {
                                        Company: {
                                            id: number;
                                            name: string;
                                        };
                                        email: string | null;
                                        firstName: string | null;
                                        lastName: string | null;
                                    };
                                    customerCompanyId: number;
                                    customerId: number | null;
                                    dueDate: string | null;
                                    id: number;
                                    invoiceNumber: number | null;
                                    isQuote: boolean;
                                    netAmount: number;
                                    offlinePayment: {
                                        markedAt: string;
                                        /** @enum {string} */
                                        method: "check" | "wire" | "cash" | "on_account";
                                        reference: string | null;
                                    } | null;
                                    OrderItems: {
                                        buyerNote: string | null;
                                        description: string;
                                        id: number;
                                        isQuote: boolean;
                                        partId: number | null;
                                        partNumber: string;
                                        partSearchResultId: number | null;
                                        price: number | null;
                                        priceConfirmed: boolean;
                                        priceTier: ("retail" | "wholesale") | null;
                                        quantity: number;
                                        sellerNote: string | null;
                                        /** @enum {string} */
                                        status: "new" | "quote_requested" | "price_confirmed";
                                    }[];
                                    overdue: boolean;
                                    paidAt: string | null;
                                    paymentMethod: ("online" | "terms" | "check" | "wire" | "cash" | "on_account") | null;
                                    Payments: {
                                        amount: number | null;
                                        amountRefunded: number | null;
                                        amountRefundedAt: string | null;
                                        applicationFee: number | null;
                                        applicationFeeRefunded: number | null;
                                        applicationFeeRefundedAt: string | null;
                                        bankLast4: string | null;
                                        cardBrand: string | null;
                                        cardLast4: string | null;
                                        netAmount: number | null;
                                        paymentMethodType: string | null;
                                        status: string;
                                        transactionFee: number | null;
                                        updatedAt: string | null;
                                    }[];
                                    poNumber: string | null;
                                    /** @enum {string} */
                                    role: "buyer" | "seller";
                                    sellerNote: string | null;
                                    shippedAt: string | null;
                                    shippingAmount: number | null;
                                    shippingCarrier: string | null;
                                    shippingMethod: string | null;
                                    shipTo: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        country: string;
                                        state: string;
                                        zip: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled";
                                    statusLabel: string;
                                    submittedBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number;
                                    } | null;
                                    taxAmount: number | null;
                                    total: number;
                                    trackingNumber: string | null;
                                    updatedAt: string;
                                    VendorCompany: {
                                        applicationFeeRate: number;
                                        id: number;
                                        name: string;
                                    };
                                    vendorCompanyId: number;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Buyer: delete a new order; a request already sent is canceled instead (until it is paid).
         * @description At new_order the order is deleted (`orderDeleted: true`). At order_requested or order_confirmed it is kept as order_canceled (`canceledBy: buyer`), the seller is emailed and both parties can still open it: `orderDeleted: false` with the `order`.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                order?: {
                                    accountTerms: {
                                        creditAvailable: number;
                                        creditTerms: number;
                                    } | null;
                                    amountPaid: number;
                                    amountRefunded: number;
                                    approval: {
                                        decidedAt: string | null;
                                        decidedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        limitCents: number;
                                        reason: string | null;
                                        requestedAt: string;
                                        requestedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        /** @enum {string} */
                                        status: "pending" | "approved" | "rejected";
                                    } | null;
                                    buyerNote: string | null;
                                    canceledAt: string | null;
                                    canceledBy: ("buyer" | "seller") | null;
                                    canceledFromStatus: ("new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled") | null;
                                    cancelReason: string | null;
                                    changes: {
                                        createdAt: string;
                                        /** @enum {string} */
                                        field: "quantity" | "price" | "sellerNote";
                                        itemId: number;
                                        newValue: (number | string) | null;
                                        oldValue: (number | string) | null;
                                        partNumber: string;
                                    }[];
                                    createdAt: string;
                                    Customer: {
                                        Company: {
                                            id: number;
                                            name: string;
                                        };
                                        email: string | null;
                                        firstName: string | null;
                                        lastName: string | null;
                                    };
                                    customerCompanyId: number;
                                    customerId: number | null;
                                    dueDate: string | null;
                                    id: number;
                                    invoiceNumber: number | null;
                                    isQuote: boolean;
                                    netAmount: number;
                                    offlinePayment: {
                                        markedAt: string;
                                        /** @enum {string} */
                                        method: "check" | "wire" | "cash" | "on_account";
                                        reference: string | null;
                                    } | null;
                                    OrderItems: {
                                        buyerNote: string | null;
                                        description: string;
                                        id: number;
                                        isQuote: boolean;
                                        partId: number | null;
                                        partNumber: string;
                                        partSearchResultId: number | null;
                                        price: number | null;
                                        priceConfirmed: boolean;
                                        priceTier: ("retail" | "wholesale") | null;
                                        quantity: number;
                                        sellerNote: string | null;
                                        /** @enum {string} */
                                        status: "new" | "quote_requested" | "price_confirmed";
                                    }[];
                                    overdue: boolean;
                                    paidAt: string | null;
                                    paymentMethod: ("online" | "terms" | "check" | "wire" | "cash" | "on_account") | null;
                                    Payments: {
                                        amount: number | null;
                                        amountRefunded: number | null;
                                        amountRefundedAt: string | null;
                                        applicationFee: number | null;
                                        applicationFeeRefunded: number | null;
                                        applicationFeeRefundedAt: string | null;
                                        bankLast4: string | null;
                                        cardBrand: string | null;
                                        cardLast4: string | null;
                                        netAmount: number | null;
                                        paymentMethodType: string | null;
                                        status: string;
                                        transactionFee: number | null;
                                        updatedAt: string | null;
                                    }[];
                                    poNumber: string | null;
                                    /** @enum {string} */
                                    role: "buyer" | "seller";
                                    sellerNote: string | null;
                                    shippedAt: string | null;
                                    shippingAmount: number | null;
                                    shippingCarrier: string | null;
                                    shippingMethod: string | null;
                                    shipTo: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        country: string;
                                        state: string;
                                        zip: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled";
                                    statusLabel: string;
                                    submittedBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number;
                                    } | null;
                                    taxAmount: number | null;
                                    total: number;
                                    trackingNumber: string | null;
                                    updatedAt: string;
                                    VendorCompany: {
                                        applicationFeeRate: number;
                                        id: number;
                                        name: string;
                                    };
                                    vendorCompanyId: number;
                                };
                                orderDeleted: boolean;
                                orderId: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/approve-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buyer company admin: let a member's held request go to the seller (pending_company_approval -> order_requested). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                order: {
                                    accountTerms: {
                                        creditAvailable: number;
                                        creditTerms: number;
                                    } | null;
                                    amountPaid: number;
                                    amountRefunded: number;
                                    approval: {
                                        decidedAt: string | null;
                                        decidedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        limitCents: number;
                                        reason: string | null;
                                        requestedAt: string;
                                        requestedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        /** @enum {string} */
                                        status: "pending" | "approved" | "rejected";
                                    } | null;
                                    buyerNote: string | null;
                                    canceledAt: string | null;
                                    canceledBy: ("buyer" | "seller") | null;
                                    canceledFromStatus: ("new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled") | null;
                                    cancelReason: string | null;
                                    changes: {
                                        createdAt: string;
                                        /** @enum {string} */
                                        field: "quantity" | "price" | "sellerNote";
                                        itemId: number;
                                        newValue: (number | string) | null;
                                        oldValue: (number | string) | null;
                                        partNumber: string;
                                    }[];
                                    createdAt: string;
                                    Customer: {
                                        Company: {
                                            id: number;
                                            name: string;
                                        };
                                        email: string | null;
                                        firstName: string | null;
                                        lastName: string | null;
                                    };
                                    customerCompanyId: number;
                                    customerId: number | null;
                                    dueDate: string | null;
                                    id: number;
                                    invoiceNumber: number | null;
                                    isQuote: boolean;
                                    netAmount: number;
                                    offlinePayment: {
                                        markedAt: string;
                                        /** @enum {string} */
                                        method: "check" | "wire" | "cash" | "on_account";
                                        reference: string | null;
                                    } | null;
                                    OrderItems: {
                                        buyerNote: string | null;
                                        description: string;
                                        id: number;
                                        isQuote: boolean;
                                        partId: number | null;
                                        partNumber: string;
                                        partSearchResultId: number | null;
                                        price: number | null;
                                        priceConfirmed: boolean;
                                        priceTier: ("retail" | "wholesale") | null;
                                        quantity: number;
                                        sellerNote: string | null;
                                        /** @enum {string} */
                                        status: "new" | "quote_requested" | "price_confirmed";
                                    }[];
                                    overdue: boolean;
                                    paidAt: string | null;
                                    paymentMethod: ("online" | "terms" | "check" | "wire" | "cash" | "on_account") | null;
                                    Payments: {
                                        amount: number | null;
                                        amountRefunded: number | null;
                                        amountRefundedAt: string | null;
                                        applicationFee: number | null;
                                        applicationFeeRefunded: number | null;
                                        applicationFeeRefundedAt: string | null;
                                        bankLast4: string | null;
                                        cardBrand: string | null;
                                        cardLast4: string | null;
                                        netAmount: number | null;
                                        paymentMethodType: string | null;
                                        status: string;
                                        transactionFee: number | null;
                                        updatedAt: string | null;
                                    }[];
                                    poNumber: string | null;
                                    /** @enum {string} */
                                    role: "buyer" | "seller";
                                    sellerNote: string | null;
                                    shippedAt: string | null;
                                    shippingAmount: number | null;
                                    shippingCarrier: string | null;
                                    shippingMethod: string | null;
                                    shipTo: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        country: string;
                                        state: string;
                                        zip: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled";
                                    statusLabel: string;
                                    submittedBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number;
                                    } | null;
                                    taxAmount: number | null;
                                    total: number;
                                    trackingNumber: string | null;
                                    updatedAt: string;
                                    VendorCompany: {
                                        applicationFeeRate: number;
                                        id: number;
                                        name: string;
                                    };
                                    vendorCompanyId: number;
                                };
                                unchanged: boolean;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buyer or seller: cancel the order, with a reason (the seller must give one).
         * @description Seller: any status before order_shipped; a paid order is refunded in full through the payments module (the application fee in proportion) in the same transaction as the status change, or neither happens. Buyer: before payment. Shipped: 409. Already canceled: 200 with `unchanged: true` and no second refund.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string | null;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                order: {
                                    accountTerms: {
                                        creditAvailable: number;
                                        creditTerms: number;
                                    } | null;
                                    amountPaid: number;
                                    amountRefunded: number;
                                    approval: {
                                        decidedAt: string | null;
                                        decidedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        limitCents: number;
                                        reason: string | null;
                                        requestedAt: string;
                                        requestedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        /** @enum {string} */
                                        status: "pending" | "approved" | "rejected";
                                    } | null;
                                    buyerNote: string | null;
                                    canceledAt: string | null;
                                    canceledBy: ("buyer" | "seller") | null;
                                    canceledFromStatus: ("new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled") | null;
                                    cancelReason: string | null;
                                    changes: {
                                        createdAt: string;
                                        /** @enum {string} */
                                        field: "quantity" | "price" | "sellerNote";
                                        itemId: number;
                                        newValue: (number | string) | null;
                                        oldValue: (number | string) | null;
                                        partNumber: string;
                                    }[];
                                    createdAt: string;
                                    Customer: {
                                        Company: {
                                            id: number;
                                            name: string;
                                        };
                                        email: string | null;
                                        firstName: string | null;
                                        lastName: string | null;
                                    };
                                    customerCompanyId: number;
                                    customerId: number | null;
                                    dueDate: string | null;
                                    id: number;
                                    invoiceNumber: number | null;
                                    isQuote: boolean;
                                    netAmount: number;
                                    offlinePayment: {
                                        markedAt: string;
                                        /** @enum {string} */
                                        method: "check" | "wire" | "cash" | "on_account";
                                        reference: string | null;
                                    } | null;
                                    OrderItems: {
                                        buyerNote: string | null;
                                        description: string;
                                        id: number;
                                        isQuote: boolean;
                                        partId: number | null;
                                        partNumber: string;
                                        partSearchResultId: number | null;
                                        price: number | null;
                                        priceConfirmed: boolean;
                                        priceTier: ("retail" | "wholesale") | null;
                                        quantity: number;
                                        sellerNote: string | null;
                                        /** @enum {string} */
                                        status: "new" | "quote_requested" | "price_confirmed";
                                    }[];
                                    overdue: boolean;
                                    paidAt: string | null;
                                    paymentMethod: ("online" | "terms" | "check" | "wire" | "cash" | "on_account") | null;
                                    Payments: {
                                        amount: number | null;
                                        amountRefunded: number | null;
                                        amountRefundedAt: string | null;
                                        applicationFee: number | null;
                                        applicationFeeRefunded: number | null;
                                        applicationFeeRefundedAt: string | null;
                                        bankLast4: string | null;
                                        cardBrand: string | null;
                                        cardLast4: string | null;
                                        netAmount: number | null;
                                        paymentMethodType: string | null;
                                        status: string;
                                        transactionFee: number | null;
                                        updatedAt: string | null;
                                    }[];
                                    poNumber: string | null;
                                    /** @enum {string} */
                                    role: "buyer" | "seller";
                                    sellerNote: string | null;
                                    shippedAt: string | null;
                                    shippingAmount: number | null;
                                    shippingCarrier: string | null;
                                    shippingMethod: string | null;
                                    shipTo: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        country: string;
                                        state: string;
                                        zip: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled";
                                    statusLabel: string;
                                    submittedBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number;
                                    } | null;
                                    taxAmount: number | null;
                                    total: number;
                                    trackingNumber: string | null;
                                    updatedAt: string;
                                    VendorCompany: {
                                        applicationFeeRate: number;
                                        id: number;
                                        name: string;
                                    };
                                    vendorCompanyId: number;
                                };
                                refund: {
                                    amount: number;
                                    applicationFeeRefunded: number;
                                } | null;
                                unchanged: boolean;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Failure. */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order confirmation, from order_confirmed on.
         * @description The order's buyer and seller; anybody else gets 404, as on the order. Before the document's status: 409 with a sentence; the later statuses keep it, and so does a canceled order that had reached it.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                document: {
                                    buyer: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        companyId: number;
                                        country: string;
                                        name: string;
                                        state: string;
                                        zip: string;
                                    };
                                    date: string;
                                    invoiceNumber: number | null;
                                    /** @enum {string} */
                                    kind: "confirmation";
                                    lines: {
                                        amount: number;
                                        description: string;
                                        partNumber: string;
                                        quantity: number;
                                        unitPrice: number;
                                    }[];
                                    orderId: number;
                                    poNumber: string | null;
                                    seller: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        companyId: number;
                                        country: string;
                                        name: string;
                                        state: string;
                                        zip: string;
                                    };
                                    shippingAmount: number;
                                    shippingMethod: string | null;
                                    shipTo: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        country: string;
                                        state: string;
                                        zip: string;
                                    } | null;
                                    subtotal: number;
                                    taxAmount: number;
                                    total: number;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/confirmation.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order confirmation as a PDF.
         * @description The same document as a PDF made on the server (`Content-Disposition: attachment`). The order's buyer and seller; anybody else gets 404, as on the order. Before the document's status: 409 with a sentence; the later statuses keep it, and so does a canceled order that had reached it.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application/pdf body. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoice/receipt with its payments and refunds, from order_placed on.
         * @description The order's buyer and seller; anybody else gets 404, as on the order. Before the document's status: 409 with a sentence; the later statuses keep it, and so does a canceled order that had reached it.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                document: {
                                    amountPaid: number;
                                    amountRefunded: number;
                                    buyer: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        companyId: number;
                                        country: string;
                                        name: string;
                                        state: string;
                                        zip: string;
                                    };
                                    date: string;
                                    dueDate: string | null;
                                    invoiceNumber: number | null;
                                    /** @enum {string} */
                                    kind: "invoice";
                                    lines: {
                                        amount: number;
                                        description: string;
                                        partNumber: string;
                                        quantity: number;
                                        unitPrice: number;
                                    }[];
                                    netPaid: number;
                                    orderId: number;
                                    paymentMethod: ("online" | "terms" | "check" | "wire" | "cash" | "on_account") | null;
                                    payments: {
                                        amount: number;
                                        date: string;
                                        method: string;
                                        reference: string;
                                    }[];
                                    poNumber: string | null;
                                    refunds: {
                                        amount: number;
                                        date: string;
                                    }[];
                                    seller: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        companyId: number;
                                        country: string;
                                        name: string;
                                        state: string;
                                        zip: string;
                                    };
                                    shippingAmount: number;
                                    shippingMethod: string | null;
                                    shipTo: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        country: string;
                                        state: string;
                                        zip: string;
                                    } | null;
                                    subtotal: number;
                                    taxAmount: number;
                                    total: number;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoice/receipt as a PDF.
         * @description The same document as a PDF made on the server (`Content-Disposition: attachment`). The order's buyer and seller; anybody else gets 404, as on the order. Before the document's status: 409 with a sentence; the later statuses keep it, and so does a canceled order that had reached it.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application/pdf body. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change an item until the order is confirmed: only the changed fields.
         * @description Buyer: quantity (at least 1) and buyerNote. Seller: quantity (0 up to the current quantity), sellerNote, price (cents) and priceConfirmed.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        buyerNote?: string | null;
                        price?: number | null;
                        priceConfirmed?: boolean;
                        quantity?: number;
                        sellerNote?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                order: {
                                    accountTerms: {
                                        creditAvailable: number;
                                        creditTerms: number;
                                    } | null;
                                    amountPaid: number;
                                    amountRefunded: number;
                                    approval: {
                                        decidedAt: string | null;
                                        decidedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        limitCents: number;
                                        reason: string | null;
                                        requestedAt: string;
                                        requestedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        /** @enum {string} */
                                        status: "pending" | "approved" | "rejected";
                                    } | null;
                                    buyerNote: string | null;
                                    canceledAt: string | null;
                                    canceledBy: ("buyer" | "seller") | null;
                                    canceledFromStatus: ("new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled") | null;
                                    cancelReason: string | null;
                                    changes: {
                                        createdAt: string;
                                        /** @enum {string} */
                                        field: "quantity" | "price" | "sellerNote";
                                        itemId: number;
                                        newValue: (number | string) | null;
                                        oldValue: (number | string) | null;
                                        partNumber: string;
                                    }[];
                                    createdAt: string;
                                    Customer: {
                                        Company: {
                                            id: number;
                                            name: string;
                                        };
                                        email: string | null;
                                        firstName: string | null;
                                        lastName: string | null;
                                    };
                                    customerCompanyId: number;
                                    customerId: number | null;
                                    dueDate: string | null;
                                    id: number;
                                    invoiceNumber: number | null;
                                    isQuote: boolean;
                                    netAmount: number;
                                    offlinePayment: {
                                        markedAt: string;
                                        /** @enum {string} */
                                        method: "check" | "wire" | "cash" | "on_account";
                                        reference: string | null;
                                    } | null;
                                    OrderItems: {
                                        buyerNote: string | null;
                                        description: string;
                                        id: number;
                                        isQuote: boolean;
                                        partId: number | null;
                                        partNumber: string;
                                        partSearchResultId: number | null;
                                        price: number | null;
                                        priceConfirmed: boolean;
                                        priceTier: ("retail" | "wholesale") | null;
                                        quantity: number;
                                        sellerNote: string | null;
                                        /** @enum {string} */
                                        status: "new" | "quote_requested" | "price_confirmed";
                                    }[];
                                    overdue: boolean;
                                    paidAt: string | null;
                                    paymentMethod: ("online" | "terms" | "check" | "wire" | "cash" | "on_account") | null;
                                    Payments: {
                                        amount: number | null;
                                        amountRefunded: number | null;
                                        amountRefundedAt: string | null;
                                        applicationFee: number | null;
                                        applicationFeeRefunded: number | null;
                                        applicationFeeRefundedAt: string | null;
                                        bankLast4: string | null;
                                        cardBrand: string | null;
                                        cardLast4: string | null;
                                        netAmount: number | null;
                                        paymentMethodType: string | null;
                                        status: string;
                                        transactionFee: number | null;
                                        updatedAt: string | null;
                                    }[];
                                    poNumber: string | null;
                                    /** @enum {string} */
                                    role: "buyer" | "seller";
                                    sellerNote: string | null;
                                    shippedAt: string | null;
                                    shippingAmount: number | null;
                                    shippingCarrier: string | null;
                                    shippingMethod: string | null;
                                    shipTo: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        country: string;
                                        state: string;
                                        zip: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled";
                                    statusLabel: string;
                                    submittedBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number;
                                    } | null;
                                    taxAmount: number | null;
                                    total: number;
                                    trackingNumber: string | null;
                                    updatedAt: string;
                                    VendorCompany: {
                                        applicationFeeRate: number;
                                        id: number;
                                        name: string;
                                    };
                                    vendorCompanyId: number;
                                };
                                unchanged: boolean;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Buyer: remove an item until the order is confirmed; removing the last one deletes the order. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                order: {
                                    accountTerms: {
                                        creditAvailable: number;
                                        creditTerms: number;
                                    } | null;
                                    amountPaid: number;
                                    amountRefunded: number;
                                    approval: {
                                        decidedAt: string | null;
                                        decidedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        limitCents: number;
                                        reason: string | null;
                                        requestedAt: string;
                                        requestedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        /** @enum {string} */
                                        status: "pending" | "approved" | "rejected";
                                    } | null;
                                    buyerNote: string | null;
                                    canceledAt: string | null;
                                    canceledBy: ("buyer" | "seller") | null;
                                    canceledFromStatus: ("new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled") | null;
                                    cancelReason: string | null;
                                    changes: {
                                        createdAt: string;
                                        /** @enum {string} */
                                        field: "quantity" | "price" | "sellerNote";
                                        itemId: number;
                                        newValue: (number | string) | null;
                                        oldValue: (number | string) | null;
                                        partNumber: string;
                                    }[];
                                    createdAt: string;
                                    Customer: {
                                        Company: {
                                            id: number;
                                            name: string;
                                        };
                                        email: string | null;
                                        firstName: string | null;
                                        lastName: string | null;
                                    };
                                    customerCompanyId: number;
                                    customerId: number | null;
                                    dueDate: string | null;
                                    id: number;
                                    invoiceNumber: number | null;
                                    isQuote: boolean;
                                    netAmount: number;
                                    offlinePayment: {
                                        markedAt: string;
                                        /** @enum {string} */
                                        method: "check" | "wire" | "cash" | "on_account";
                                        reference: string | null;
                                    } | null;
                                    OrderItems: {
                                        buyerNote: string | null;
                                        description: string;
                                        id: number;
                                        isQuote: boolean;
                                        partId: number | null;
                                        partNumber: string;
                                        partSearchResultId: number | null;
                                        price: number | null;
                                        priceConfirmed: boolean;
                                        priceTier: ("retail" | "wholesale") | null;
                                        quantity: number;
                                        sellerNote: string | null;
                                        /** @enum {string} */
                                        status: "new" | "quote_requested" | "price_confirmed";
                                    }[];
                                    overdue: boolean;
                                    paidAt: string | null;
                                    paymentMethod: ("online" | "terms" | "check" | "wire" | "cash" | "on_account") | null;
                                    Payments: {
                                        amount: number | null;
                                        amountRefunded: number | null;
                                        amountRefundedAt: string | null;
                                        applicationFee: number | null;
                                        applicationFeeRefunded: number | null;
                                        applicationFeeRefundedAt: string | null;
                                        bankLast4: string | null;
                                        cardBrand: string | null;
                                        cardLast4: string | null;
                                        netAmount: number | null;
                                        paymentMethodType: string | null;
                                        status: string;
                                        transactionFee: number | null;
                                        updatedAt: string | null;
                                    }[];
                                    poNumber: string | null;
                                    /** @enum {string} */
                                    role: "buyer" | "seller";
                                    sellerNote: string | null;
                                    shippedAt: string | null;
                                    shippingAmount: number | null;
                                    shippingCarrier: string | null;
                                    shippingMethod: string | null;
                                    shipTo: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        country: string;
                                        state: string;
                                        zip: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled";
                                    statusLabel: string;
                                    submittedBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number;
                                    } | null;
                                    taxAmount: number | null;
                                    total: number;
                                    trackingNumber: string | null;
                                    updatedAt: string;
                                    VendorCompany: {
                                        applicationFeeRate: number;
                                        id: number;
                                        name: string;
                                    };
                                    vendorCompanyId: number;
                                } | null;
                                orderDeleted: boolean;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/mark-paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Seller: mark an approved order paid by other means (check, wire, cash, on account).
         * @description An order_confirmed order becomes order_placed with the method; an unpaid terms order gets paidAt and stops counting against the credit limit. Marked already: 200, `unchanged: true`, nothing changes. new_order or order_requested: 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        method: "check" | "wire" | "cash" | "on_account";
                        reference?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                order: {
                                    accountTerms: {
                                        creditAvailable: number;
                                        creditTerms: number;
                                    } | null;
                                    amountPaid: number;
                                    amountRefunded: number;
                                    approval: {
                                        decidedAt: string | null;
                                        decidedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        limitCents: number;
                                        reason: string | null;
                                        requestedAt: string;
                                        requestedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        /** @enum {string} */
                                        status: "pending" | "approved" | "rejected";
                                    } | null;
                                    buyerNote: string | null;
                                    canceledAt: string | null;
                                    canceledBy: ("buyer" | "seller") | null;
                                    canceledFromStatus: ("new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled") | null;
                                    cancelReason: string | null;
                                    changes: {
                                        createdAt: string;
                                        /** @enum {string} */
                                        field: "quantity" | "price" | "sellerNote";
                                        itemId: number;
                                        newValue: (number | string) | null;
                                        oldValue: (number | string) | null;
                                        partNumber: string;
                                    }[];
                                    createdAt: string;
                                    Customer: {
                                        Company: {
                                            id: number;
                                            name: string;
                                        };
                                        email: string | null;
                                        firstName: string | null;
                                        lastName: string | null;
                                    };
                                    customerCompanyId: number;
                                    customerId: number | null;
                                    dueDate: string | null;
                                    id: number;
                                    invoiceNumber: number | null;
                                    isQuote: boolean;
                                    netAmount: number;
                                    offlinePayment: {
                                        markedAt: string;
                                        /** @enum {string} */
                                        method: "check" | "wire" | "cash" | "on_account";
                                        reference: string | null;
                                    } | null;
                                    OrderItems: {
                                        buyerNote: string | null;
                                        description: string;
                                        id: number;
                                        isQuote: boolean;
                                        partId: number | null;
                                        partNumber: string;
                                        partSearchResultId: number | null;
                                        price: number | null;
                                        priceConfirmed: boolean;
                                        priceTier: ("retail" | "wholesale") | null;
                                        quantity: number;
                                        sellerNote: string | null;
                                        /** @enum {string} */
                                        status: "new" | "quote_requested" | "price_confirmed";
                                    }[];
                                    overdue: boolean;
                                    paidAt: string | null;
                                    paymentMethod: ("online" | "terms" | "check" | "wire" | "cash" | "on_account") | null;
                                    Payments: {
                                        amount: number | null;
                                        amountRefunded: number | null;
                                        amountRefundedAt: string | null;
                                        applicationFee: number | null;
                                        applicationFeeRefunded: number | null;
                                        applicationFeeRefundedAt: string | null;
                                        bankLast4: string | null;
                                        cardBrand: string | null;
                                        cardLast4: string | null;
                                        netAmount: number | null;
                                        paymentMethodType: string | null;
                                        status: string;
                                        transactionFee: number | null;
                                        updatedAt: string | null;
                                    }[];
                                    poNumber: string | null;
                                    /** @enum {string} */
                                    role: "buyer" | "seller";
                                    sellerNote: string | null;
                                    shippedAt: string | null;
                                    shippingAmount: number | null;
                                    shippingCarrier: string | null;
                                    shippingMethod: string | null;
                                    shipTo: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        country: string;
                                        state: string;
                                        zip: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled";
                                    statusLabel: string;
                                    submittedBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number;
                                    } | null;
                                    taxAmount: number | null;
                                    total: number;
                                    trackingNumber: string | null;
                                    updatedAt: string;
                                    VendorCompany: {
                                        applicationFeeRate: number;
                                        id: number;
                                        name: string;
                                    };
                                    vendorCompanyId: number;
                                };
                                unchanged: boolean;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/mark-shipped": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Seller: mark a paid order shipped with the carrier and tracking number. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shippingCarrier: string;
                        trackingNumber?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                order: {
                                    accountTerms: {
                                        creditAvailable: number;
                                        creditTerms: number;
                                    } | null;
                                    amountPaid: number;
                                    amountRefunded: number;
                                    approval: {
                                        decidedAt: string | null;
                                        decidedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        limitCents: number;
                                        reason: string | null;
                                        requestedAt: string;
                                        requestedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        /** @enum {string} */
                                        status: "pending" | "approved" | "rejected";
                                    } | null;
                                    buyerNote: string | null;
                                    canceledAt: string | null;
                                    canceledBy: ("buyer" | "seller") | null;
                                    canceledFromStatus: ("new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled") | null;
                                    cancelReason: string | null;
                                    changes: {
                                        createdAt: string;
                                        /** @enum {string} */
                                        field: "quantity" | "price" | "sellerNote";
                                        itemId: number;
                                        newValue: (number | string) | null;
                                        oldValue: (number | string) | null;
                                        partNumber: string;
                                    }[];
                                    createdAt: string;
                                    Customer: {
                                        Company: {
                                            id: number;
                                            name: string;
                                        };
                                        email: string | null;
                                        firstName: string | null;
                                        lastName: string | null;
                                    };
                                    customerCompanyId: number;
                                    customerId: number | null;
                                    dueDate: string | null;
                                    id: number;
                                    invoiceNumber: number | null;
                                    isQuote: boolean;
                                    netAmount: number;
                                    offlinePayment: {
                                        markedAt: string;
                                        /** @enum {string} */
                                        method: "check" | "wire" | "cash" | "on_account";
                                        reference: string | null;
                                    } | null;
                                    OrderItems: {
                                        buyerNote: string | null;
                                        description: string;
                                        id: number;
                                        isQuote: boolean;
                                        partId: number | null;
                                        partNumber: string;
                                        partSearchResultId: number | null;
                                        price: number | null;
                                        priceConfirmed: boolean;
                                        priceTier: ("retail" | "wholesale") | null;
                                        quantity: number;
                                        sellerNote: string | null;
                                        /** @enum {string} */
                                        status: "new" | "quote_requested" | "price_confirmed";
                                    }[];
                                    overdue: boolean;
                                    paidAt: string | null;
                                    paymentMethod: ("online" | "terms" | "check" | "wire" | "cash" | "on_account") | null;
                                    Payments: {
                                        amount: number | null;
                                        amountRefunded: number | null;
                                        amountRefundedAt: string | null;
                                        applicationFee: number | null;
                                        applicationFeeRefunded: number | null;
                                        applicationFeeRefundedAt: string | null;
                                        bankLast4: string | null;
                                        cardBrand: string | null;
                                        cardLast4: string | null;
                                        netAmount: number | null;
                                        paymentMethodType: string | null;
                                        status: string;
                                        transactionFee: number | null;
                                        updatedAt: string | null;
                                    }[];
                                    poNumber: string | null;
                                    /** @enum {string} */
                                    role: "buyer" | "seller";
                                    sellerNote: string | null;
                                    shippedAt: string | null;
                                    shippingAmount: number | null;
                                    shippingCarrier: string | null;
                                    shippingMethod: string | null;
                                    shipTo: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        country: string;
                                        state: string;
                                        zip: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled";
                                    statusLabel: string;
                                    submittedBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number;
                                    } | null;
                                    taxAmount: number | null;
                                    total: number;
                                    trackingNumber: string | null;
                                    updatedAt: string;
                                    VendorCompany: {
                                        applicationFeeRate: number;
                                        id: number;
                                        name: string;
                                    };
                                    vendorCompanyId: number;
                                };
                                unchanged: boolean;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/packing-slip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Seller: the packing slip (no prices), from order_placed on. The buyer: 403.
         * @description The order's buyer and seller; anybody else gets 404, as on the order. Before the document's status: 409 with a sentence; the later statuses keep it, and so does a canceled order that had reached it.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                document: {
                                    buyer: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        companyId: number;
                                        country: string;
                                        name: string;
                                        state: string;
                                        zip: string;
                                    };
                                    date: string;
                                    invoiceNumber: number | null;
                                    /** @enum {string} */
                                    kind: "packing-slip";
                                    lines: {
                                        description: string;
                                        partNumber: string;
                                        quantity: number;
                                    }[];
                                    orderId: number;
                                    poNumber: string | null;
                                    seller: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        companyId: number;
                                        country: string;
                                        name: string;
                                        state: string;
                                        zip: string;
                                    };
                                    shippingMethod: string | null;
                                    shipTo: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        country: string;
                                        state: string;
                                        zip: string;
                                    } | null;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/packing-slip.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Seller: the packing slip as a PDF. The buyer: 403.
         * @description The same document as a PDF made on the server (`Content-Disposition: attachment`). The order's buyer and seller; anybody else gets 404, as on the order. Before the document's status: 409 with a sentence; the later statuses keep it, and so does a canceled order that had reached it.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application/pdf body. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/place-on-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buyer: place an approved order on account with the seller's credit terms.
         * @description An order_confirmed order of a customer the seller approved for terms becomes order_placed with paymentMethod 'terms' and a due date (the approval date + the terms' days); its total counts against the credit limit until marked paid. Over the remaining limit: 409. Already placed on account: 200, `unchanged: true`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                order: {
                                    accountTerms: {
                                        creditAvailable: number;
                                        creditTerms: number;
                                    } | null;
                                    amountPaid: number;
                                    amountRefunded: number;
                                    approval: {
                                        decidedAt: string | null;
                                        decidedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        limitCents: number;
                                        reason: string | null;
                                        requestedAt: string;
                                        requestedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        /** @enum {string} */
                                        status: "pending" | "approved" | "rejected";
                                    } | null;
                                    buyerNote: string | null;
                                    canceledAt: string | null;
                                    canceledBy: ("buyer" | "seller") | null;
                                    canceledFromStatus: ("new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled") | null;
                                    cancelReason: string | null;
                                    changes: {
                                        createdAt: string;
                                        /** @enum {string} */
                                        field: "quantity" | "price" | "sellerNote";
                                        itemId: number;
                                        newValue: (number | string) | null;
                                        oldValue: (number | string) | null;
                                        partNumber: string;
                                    }[];
                                    createdAt: string;
                                    Customer: {
                                        Company: {
                                            id: number;
                                            name: string;
                                        };
                                        email: string | null;
                                        firstName: string | null;
                                        lastName: string | null;
                                    };
                                    customerCompanyId: number;
                                    customerId: number | null;
                                    dueDate: string | null;
                                    id: number;
                                    invoiceNumber: number | null;
                                    isQuote: boolean;
                                    netAmount: number;
                                    offlinePayment: {
                                        markedAt: string;
                                        /** @enum {string} */
                                        method: "check" | "wire" | "cash" | "on_account";
                                        reference: string | null;
                                    } | null;
                                    OrderItems: {
                                        buyerNote: string | null;
                                        description: string;
                                        id: number;
                                        isQuote: boolean;
                                        partId: number | null;
                                        partNumber: string;
                                        partSearchResultId: number | null;
                                        price: number | null;
                                        priceConfirmed: boolean;
                                        priceTier: ("retail" | "wholesale") | null;
                                        quantity: number;
                                        sellerNote: string | null;
                                        /** @enum {string} */
                                        status: "new" | "quote_requested" | "price_confirmed";
                                    }[];
                                    overdue: boolean;
                                    paidAt: string | null;
                                    paymentMethod: ("online" | "terms" | "check" | "wire" | "cash" | "on_account") | null;
                                    Payments: {
                                        amount: number | null;
                                        amountRefunded: number | null;
                                        amountRefundedAt: string | null;
                                        applicationFee: number | null;
                                        applicationFeeRefunded: number | null;
                                        applicationFeeRefundedAt: string | null;
                                        bankLast4: string | null;
                                        cardBrand: string | null;
                                        cardLast4: string | null;
                                        netAmount: number | null;
                                        paymentMethodType: string | null;
                                        status: string;
                                        transactionFee: number | null;
                                        updatedAt: string | null;
                                    }[];
                                    poNumber: string | null;
                                    /** @enum {string} */
                                    role: "buyer" | "seller";
                                    sellerNote: string | null;
                                    shippedAt: string | null;
                                    shippingAmount: number | null;
                                    shippingCarrier: string | null;
                                    shippingMethod: string | null;
                                    shipTo: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        country: string;
                                        state: string;
                                        zip: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled";
                                    statusLabel: string;
                                    submittedBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number;
                                    } | null;
                                    taxAmount: number | null;
                                    total: number;
                                    trackingNumber: string | null;
                                    updatedAt: string;
                                    VendorCompany: {
                                        applicationFeeRate: number;
                                        id: number;
                                        name: string;
                                    };
                                    vendorCompanyId: number;
                                };
                                unchanged: boolean;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/reject-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buyer company admin: send a member's held request back with a reason (-> new_order). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                order: {
                                    accountTerms: {
                                        creditAvailable: number;
                                        creditTerms: number;
                                    } | null;
                                    amountPaid: number;
                                    amountRefunded: number;
                                    approval: {
                                        decidedAt: string | null;
                                        decidedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        limitCents: number;
                                        reason: string | null;
                                        requestedAt: string;
                                        requestedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        /** @enum {string} */
                                        status: "pending" | "approved" | "rejected";
                                    } | null;
                                    buyerNote: string | null;
                                    canceledAt: string | null;
                                    canceledBy: ("buyer" | "seller") | null;
                                    canceledFromStatus: ("new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled") | null;
                                    cancelReason: string | null;
                                    changes: {
                                        createdAt: string;
                                        /** @enum {string} */
                                        field: "quantity" | "price" | "sellerNote";
                                        itemId: number;
                                        newValue: (number | string) | null;
                                        oldValue: (number | string) | null;
                                        partNumber: string;
                                    }[];
                                    createdAt: string;
                                    Customer: {
                                        Company: {
                                            id: number;
                                            name: string;
                                        };
                                        email: string | null;
                                        firstName: string | null;
                                        lastName: string | null;
                                    };
                                    customerCompanyId: number;
                                    customerId: number | null;
                                    dueDate: string | null;
                                    id: number;
                                    invoiceNumber: number | null;
                                    isQuote: boolean;
                                    netAmount: number;
                                    offlinePayment: {
                                        markedAt: string;
                                        /** @enum {string} */
                                        method: "check" | "wire" | "cash" | "on_account";
                                        reference: string | null;
                                    } | null;
                                    OrderItems: {
                                        buyerNote: string | null;
                                        description: string;
                                        id: number;
                                        isQuote: boolean;
                                        partId: number | null;
                                        partNumber: string;
                                        partSearchResultId: number | null;
                                        price: number | null;
                                        priceConfirmed: boolean;
                                        priceTier: ("retail" | "wholesale") | null;
                                        quantity: number;
                                        sellerNote: string | null;
                                        /** @enum {string} */
                                        status: "new" | "quote_requested" | "price_confirmed";
                                    }[];
                                    overdue: boolean;
                                    paidAt: string | null;
                                    paymentMethod: ("online" | "terms" | "check" | "wire" | "cash" | "on_account") | null;
                                    Payments: {
                                        amount: number | null;
                                        amountRefunded: number | null;
                                        amountRefundedAt: string | null;
                                        applicationFee: number | null;
                                        applicationFeeRefunded: number | null;
                                        applicationFeeRefundedAt: string | null;
                                        bankLast4: string | null;
                                        cardBrand: string | null;
                                        cardLast4: string | null;
                                        netAmount: number | null;
                                        paymentMethodType: string | null;
                                        status: string;
                                        transactionFee: number | null;
                                        updatedAt: string | null;
                                    }[];
                                    poNumber: string | null;
                                    /** @enum {string} */
                                    role: "buyer" | "seller";
                                    sellerNote: string | null;
                                    shippedAt: string | null;
                                    shippingAmount: number | null;
                                    shippingCarrier: string | null;
                                    shippingMethod: string | null;
                                    shipTo: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        country: string;
                                        state: string;
                                        zip: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled";
                                    statusLabel: string;
                                    submittedBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number;
                                    } | null;
                                    taxAmount: number | null;
                                    total: number;
                                    trackingNumber: string | null;
                                    updatedAt: string;
                                    VendorCompany: {
                                        applicationFeeRate: number;
                                        id: number;
                                        name: string;
                                    };
                                    vendorCompanyId: number;
                                };
                                unchanged: boolean;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/respond-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Seller: approve the order with shipping and tax (order_requested -> order_confirmed).
         * @description shippingAmount and taxAmount are the text typed, in dollars: characters other than digits and the decimal point are stripped, one decimal point is allowed and empty is 0 ('1,250.50' is 125050 cents).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sellerNote?: string | null;
                        shippingAmount?: string | null;
                        taxAmount?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                order: {
                                    accountTerms: {
                                        creditAvailable: number;
                                        creditTerms: number;
                                    } | null;
                                    amountPaid: number;
                                    amountRefunded: number;
                                    approval: {
                                        decidedAt: string | null;
                                        decidedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        limitCents: number;
                                        reason: string | null;
                                        requestedAt: string;
                                        requestedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        /** @enum {string} */
                                        status: "pending" | "approved" | "rejected";
                                    } | null;
                                    buyerNote: string | null;
                                    canceledAt: string | null;
                                    canceledBy: ("buyer" | "seller") | null;
                                    canceledFromStatus: ("new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled") | null;
                                    cancelReason: string | null;
                                    changes: {
                                        createdAt: string;
                                        /** @enum {string} */
                                        field: "quantity" | "price" | "sellerNote";
                                        itemId: number;
                                        newValue: (number | string) | null;
                                        oldValue: (number | string) | null;
                                        partNumber: string;
                                    }[];
                                    createdAt: string;
                                    Customer: {
                                        Company: {
                                            id: number;
                                            name: string;
                                        };
                                        email: string | null;
                                        firstName: string | null;
                                        lastName: string | null;
                                    };
                                    customerCompanyId: number;
                                    customerId: number | null;
                                    dueDate: string | null;
                                    id: number;
                                    invoiceNumber: number | null;
                                    isQuote: boolean;
                                    netAmount: number;
                                    offlinePayment: {
                                        markedAt: string;
                                        /** @enum {string} */
                                        method: "check" | "wire" | "cash" | "on_account";
                                        reference: string | null;
                                    } | null;
                                    OrderItems: {
                                        buyerNote: string | null;
                                        description: string;
                                        id: number;
                                        isQuote: boolean;
                                        partId: number | null;
                                        partNumber: string;
                                        partSearchResultId: number | null;
                                        price: number | null;
                                        priceConfirmed: boolean;
                                        priceTier: ("retail" | "wholesale") | null;
                                        quantity: number;
                                        sellerNote: string | null;
                                        /** @enum {string} */
                                        status: "new" | "quote_requested" | "price_confirmed";
                                    }[];
                                    overdue: boolean;
                                    paidAt: string | null;
                                    paymentMethod: ("online" | "terms" | "check" | "wire" | "cash" | "on_account") | null;
                                    Payments: {
                                        amount: number | null;
                                        amountRefunded: number | null;
                                        amountRefundedAt: string | null;
                                        applicationFee: number | null;
                                        applicationFeeRefunded: number | null;
                                        applicationFeeRefundedAt: string | null;
                                        bankLast4: string | null;
                                        cardBrand: string | null;
                                        cardLast4: string | null;
                                        netAmount: number | null;
                                        paymentMethodType: string | null;
                                        status: string;
                                        transactionFee: number | null;
                                        updatedAt: string | null;
                                    }[];
                                    poNumber: string | null;
                                    /** @enum {string} */
                                    role: "buyer" | "seller";
                                    sellerNote: string | null;
                                    shippedAt: string | null;
                                    shippingAmount: number | null;
                                    shippingCarrier: string | null;
                                    shippingMethod: string | null;
                                    shipTo: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        country: string;
                                        state: string;
                                        zip: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled";
                                    statusLabel: string;
                                    submittedBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number;
                                    } | null;
                                    taxAmount: number | null;
                                    total: number;
                                    trackingNumber: string | null;
                                    updatedAt: string;
                                    VendorCompany: {
                                        applicationFeeRate: number;
                                        id: number;
                                        name: string;
                                    };
                                    vendorCompanyId: number;
                                };
                                unchanged: boolean;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/submit-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buyer: submit the order request (new_order -> order_requested), with an optional comment.
         * @description Every item needs a non-zero confirmed price (409 otherwise).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment?: string | null;
                        poNumber?: string | null;
                        shippingMethod?: string | null;
                        shipTo?: {
                            address1: string;
                            address2?: string | null;
                            city: string;
                            country: string;
                            state: string;
                            zip: string;
                        } | null;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                order: {
                                    accountTerms: {
                                        creditAvailable: number;
                                        creditTerms: number;
                                    } | null;
                                    amountPaid: number;
                                    amountRefunded: number;
                                    approval: {
                                        decidedAt: string | null;
                                        decidedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        limitCents: number;
                                        reason: string | null;
                                        requestedAt: string;
                                        requestedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        /** @enum {string} */
                                        status: "pending" | "approved" | "rejected";
                                    } | null;
                                    buyerNote: string | null;
                                    canceledAt: string | null;
                                    canceledBy: ("buyer" | "seller") | null;
                                    canceledFromStatus: ("new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled") | null;
                                    cancelReason: string | null;
                                    changes: {
                                        createdAt: string;
                                        /** @enum {string} */
                                        field: "quantity" | "price" | "sellerNote";
                                        itemId: number;
                                        newValue: (number | string) | null;
                                        oldValue: (number | string) | null;
                                        partNumber: string;
                                    }[];
                                    createdAt: string;
                                    Customer: {
                                        Company: {
                                            id: number;
                                            name: string;
                                        };
                                        email: string | null;
                                        firstName: string | null;
                                        lastName: string | null;
                                    };
                                    customerCompanyId: number;
                                    customerId: number | null;
                                    dueDate: string | null;
                                    id: number;
                                    invoiceNumber: number | null;
                                    isQuote: boolean;
                                    netAmount: number;
                                    offlinePayment: {
                                        markedAt: string;
                                        /** @enum {string} */
                                        method: "check" | "wire" | "cash" | "on_account";
                                        reference: string | null;
                                    } | null;
                                    OrderItems: {
                                        buyerNote: string | null;
                                        description: string;
                                        id: number;
                                        isQuote: boolean;
                                        partId: number | null;
                                        partNumber: string;
                                        partSearchResultId: number | null;
                                        price: number | null;
                                        priceConfirmed: boolean;
                                        priceTier: ("retail" | "wholesale") | null;
                                        quantity: number;
                                        sellerNote: string | null;
                                        /** @enum {string} */
                                        status: "new" | "quote_requested" | "price_confirmed";
                                    }[];
                                    overdue: boolean;
                                    paidAt: string | null;
                                    paymentMethod: ("online" | "terms" | "check" | "wire" | "cash" | "on_account") | null;
                                    Payments: {
                                        amount: number | null;
                                        amountRefunded: number | null;
                                        amountRefundedAt: string | null;
                                        applicationFee: number | null;
                                        applicationFeeRefunded: number | null;
                                        applicationFeeRefundedAt: string | null;
                                        bankLast4: string | null;
                                        cardBrand: string | null;
                                        cardLast4: string | null;
                                        netAmount: number | null;
                                        paymentMethodType: string | null;
                                        status: string;
                                        transactionFee: number | null;
                                        updatedAt: string | null;
                                    }[];
                                    poNumber: string | null;
                                    /** @enum {string} */
                                    role: "buyer" | "seller";
                                    sellerNote: string | null;
                                    shippedAt: string | null;
                                    shippingAmount: number | null;
                                    shippingCarrier: string | null;
                                    shippingMethod: string | null;
                                    shipTo: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        country: string;
                                        state: string;
                                        zip: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled";
                                    statusLabel: string;
                                    submittedBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number;
                                    } | null;
                                    taxAmount: number | null;
                                    total: number;
                                    trackingNumber: string | null;
                                    updatedAt: string;
                                    VendorCompany: {
                                        applicationFeeRate: number;
                                        id: number;
                                        name: string;
                                    };
                                    vendorCompanyId: number;
                                };
                                unchanged: boolean;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/submit-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buyer: send the items without a price to the seller for a quote. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                order: {
                                    accountTerms: {
                                        creditAvailable: number;
                                        creditTerms: number;
                                    } | null;
                                    amountPaid: number;
                                    amountRefunded: number;
                                    approval: {
                                        decidedAt: string | null;
                                        decidedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        limitCents: number;
                                        reason: string | null;
                                        requestedAt: string;
                                        requestedBy: {
                                            firstName: string;
                                            lastName: string;
                                            userId: number;
                                        } | null;
                                        /** @enum {string} */
                                        status: "pending" | "approved" | "rejected";
                                    } | null;
                                    buyerNote: string | null;
                                    canceledAt: string | null;
                                    canceledBy: ("buyer" | "seller") | null;
                                    canceledFromStatus: ("new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled") | null;
                                    cancelReason: string | null;
                                    changes: {
                                        createdAt: string;
                                        /** @enum {string} */
                                        field: "quantity" | "price" | "sellerNote";
                                        itemId: number;
                                        newValue: (number | string) | null;
                                        oldValue: (number | string) | null;
                                        partNumber: string;
                                    }[];
                                    createdAt: string;
                                    Customer: {
                                        Company: {
                                            id: number;
                                            name: string;
                                        };
                                        email: string | null;
                                        firstName: string | null;
                                        lastName: string | null;
                                    };
                                    customerCompanyId: number;
                                    customerId: number | null;
                                    dueDate: string | null;
                                    id: number;
                                    invoiceNumber: number | null;
                                    isQuote: boolean;
                                    netAmount: number;
                                    offlinePayment: {
                                        markedAt: string;
                                        /** @enum {string} */
                                        method: "check" | "wire" | "cash" | "on_account";
                                        reference: string | null;
                                    } | null;
                                    OrderItems: {
                                        buyerNote: string | null;
                                        description: string;
                                        id: number;
                                        isQuote: boolean;
                                        partId: number | null;
                                        partNumber: string;
                                        partSearchResultId: number | null;
                                        price: number | null;
                                        priceConfirmed: boolean;
                                        priceTier: ("retail" | "wholesale") | null;
                                        quantity: number;
                                        sellerNote: string | null;
                                        /** @enum {string} */
                                        status: "new" | "quote_requested" | "price_confirmed";
                                    }[];
                                    overdue: boolean;
                                    paidAt: string | null;
                                    paymentMethod: ("online" | "terms" | "check" | "wire" | "cash" | "on_account") | null;
                                    Payments: {
                                        amount: number | null;
                                        amountRefunded: number | null;
                                        amountRefundedAt: string | null;
                                        applicationFee: number | null;
                                        applicationFeeRefunded: number | null;
                                        applicationFeeRefundedAt: string | null;
                                        bankLast4: string | null;
                                        cardBrand: string | null;
                                        cardLast4: string | null;
                                        netAmount: number | null;
                                        paymentMethodType: string | null;
                                        status: string;
                                        transactionFee: number | null;
                                        updatedAt: string | null;
                                    }[];
                                    poNumber: string | null;
                                    /** @enum {string} */
                                    role: "buyer" | "seller";
                                    sellerNote: string | null;
                                    shippedAt: string | null;
                                    shippingAmount: number | null;
                                    shippingCarrier: string | null;
                                    shippingMethod: string | null;
                                    shipTo: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        country: string;
                                        state: string;
                                        zip: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled";
                                    statusLabel: string;
                                    submittedBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number;
                                    } | null;
                                    taxAmount: number | null;
                                    total: number;
                                    trackingNumber: string | null;
                                    updatedAt: string;
                                    VendorCompany: {
                                        applicationFeeRate: number;
                                        id: number;
                                        name: string;
                                    };
                                    vendorCompanyId: number;
                                };
                                unchanged: boolean;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your company's orders and quote requests (as the buyer), a page at a time.
         * @description `status`: one order status (another answers 400); `q`: part of an order number, a PO number or the other party's company name, any case. Newest first, keyset paging: `limit` (default 20, at most 100) rows, and `nextCursor` to pass as `cursor` for the next page (null on the last); orders added meanwhile never shift a later page. `count` is every order that matches the filter.
         */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    q?: string;
                    status?: "new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                nextCursor: string | null;
                                orders: {
                                    amountPaid: number;
                                    amountRefunded: number;
                                    canceledBy: ("buyer" | "seller") | null;
                                    cancelReason: string | null;
                                    createdAt: string;
                                    CustomerCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    customerCompanyId: number;
                                    dueDate: string | null;
                                    id: number;
                                    isQuote: boolean;
                                    itemCount: number;
                                    netAmount: number;
                                    offlinePayment: {
                                        markedAt: string;
                                        /** @enum {string} */
                                        method: "check" | "wire" | "cash" | "on_account";
                                        reference: string | null;
                                    } | null;
                                    overdue: boolean;
                                    paidAt: string | null;
                                    paymentMethod: ("online" | "terms" | "check" | "wire" | "cash" | "on_account") | null;
                                    poNumber: string | null;
                                    shippingMethod: string | null;
                                    shipTo: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        country: string;
                                        state: string;
                                        zip: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled";
                                    statusLabel: string;
                                    total: number;
                                    VendorCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    vendorCompanyId: number;
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/created.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your company's orders (as the buyer) as CSV, with the list's filter.
         * @description `status`: one order status (another answers 400); `q`: part of an order number, a PO number or the other party's company name, any case. Every matching order (not one page), newest first, streamed; the first line names the columns. Money in dollars; formula-looking cells are escaped.
         */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    status?: "new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The text/csv body. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders and quote requests your company received (as the seller), a page at a time. Members only.
         * @description `status`: one order status (another answers 400); `q`: part of an order number, a PO number or the other party's company name, any case. Newest first, keyset paging: `limit` (default 20, at most 100) rows, and `nextCursor` to pass as `cursor` for the next page (null on the last); orders added meanwhile never shift a later page. `count` is every order that matches the filter.
         */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    q?: string;
                    status?: "new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                nextCursor: string | null;
                                orders: {
                                    amountPaid: number;
                                    amountRefunded: number;
                                    canceledBy: ("buyer" | "seller") | null;
                                    cancelReason: string | null;
                                    createdAt: string;
                                    CustomerCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    customerCompanyId: number;
                                    dueDate: string | null;
                                    id: number;
                                    isQuote: boolean;
                                    itemCount: number;
                                    netAmount: number;
                                    offlinePayment: {
                                        markedAt: string;
                                        /** @enum {string} */
                                        method: "check" | "wire" | "cash" | "on_account";
                                        reference: string | null;
                                    } | null;
                                    overdue: boolean;
                                    paidAt: string | null;
                                    paymentMethod: ("online" | "terms" | "check" | "wire" | "cash" | "on_account") | null;
                                    poNumber: string | null;
                                    shippingMethod: string | null;
                                    shipTo: {
                                        address1: string;
                                        address2: string | null;
                                        city: string;
                                        country: string;
                                        state: string;
                                        zip: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled";
                                    statusLabel: string;
                                    total: number;
                                    VendorCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    vendorCompanyId: number;
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/received.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders your company received (as the seller) as CSV, with the list's filter. Members only.
         * @description `status`: one order status (another answers 400); `q`: part of an order number, a PO number or the other party's company name, any case. Every matching order (not one page), newest first, streamed; the first line names the columns. Money in dollars; formula-looking cells are escaped.
         */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    status?: "new_order" | "pending_company_approval" | "order_requested" | "order_confirmed" | "order_placed" | "order_shipped" | "order_canceled";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The text/csv body. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your company's saved searches with their result rows, newest first, paged by search request (a multi-part search is one request). */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    partNumber?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                parts: {
                                    comments: string | null;
                                    condition: ("AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED") | null;
                                    createdAt: string;
                                    description: string | null;
                                    fromBrowse: boolean;
                                    hasBeenMessaged: boolean;
                                    id: number;
                                    manufacturer: string | null;
                                    matchCount: number;
                                    part_number: string;
                                    partNumber: string;
                                    PartSearchResults: {
                                        abbrname: string;
                                        canTransact: boolean;
                                        companyCity: string;
                                        companyid: number;
                                        companyId: number;
                                        companyname: string;
                                        companyName: string;
                                        companyState: string;
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        condlong: string;
                                        createdAt: string;
                                        crossReferenceNote: string | null;
                                        descript: string;
                                        description: string;
                                        id: number;
                                        isMessaged: 0 | 1;
                                        manufacturer: string;
                                        manuflong: string;
                                        /**
                                         * @description How the row's part number matched the searched one (both normalised): 'exact' = the same number, 'prefix' = a longer number that begins with it, 'superseded' = a number along a supersession chain (either way, at most 5 references away), 'interchange' = an interchangeable or aftermarket number. Rows come in that order; dealers with an exact, superseded or interchange match are emailed.
                                         * @enum {string}
                                         */
                                        matchKind: "exact" | "prefix" | "superseded" | "interchange";
                                        matchLabel: string | null;
                                        orderId: number | null;
                                        orderIsQuote: boolean;
                                        partId: number | null;
                                        partnum: string;
                                        partNumber: string;
                                        partSearchId: number;
                                        partSearchResultId: number;
                                        pics: string;
                                        pictures: {
                                            filename: string;
                                            picId: number;
                                            picurl: string;
                                        }[];
                                        price: number | null;
                                        priceTier: ("retail" | "wholesale") | null;
                                        quan: number;
                                        usedprice: number | null;
                                    }[];
                                    partsMatched: boolean;
                                    /** @default 0 */
                                    quoteCount: number;
                                    requestId: number;
                                    timesSearched: number;
                                    User: {
                                        Company: {
                                            name: string;
                                        };
                                        companyId: number;
                                        firstName: string;
                                        id: number;
                                        lastName: string;
                                    };
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search up to 20 part numbers at once (`partNumbers` separated by commas, semicolons or lines). */
        get: {
            parameters: {
                query: {
                    approved?: string;
                    comments?: string;
                    condition?: string;
                    description?: string;
                    manufacturer?: string;
                    partNumbers: string;
                    /** @description 'browse' when a browse page opened the search: it is saved and shown in the feeds as from browse, and no dealer is emailed. Default 'search'. (A description of 'Browse Search' means the same.) */
                    source?: "search" | "browse";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                groups: {
                                    /** @description When the searched number found no row at all and is 6 or more characters long (normalised): up to 5 stocked part numbers (normalised, distinct) within one edit of it (one substitution, insertion or deletion, or two neighbouring characters swapped). Otherwise []. A suggestion is never a row. */
                                    didYouMean: string[];
                                    partNumber: string;
                                    parts: {
                                        abbrname: string;
                                        canTransact: boolean;
                                        companyCity: string;
                                        companyid: number;
                                        companyId: number;
                                        companyname: string;
                                        companyName: string;
                                        companyState: string;
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        condlong: string;
                                        createdAt: string;
                                        crossReferenceNote: string | null;
                                        descript: string;
                                        description: string;
                                        id: number;
                                        isMessaged: 0 | 1;
                                        manufacturer: string;
                                        manuflong: string;
                                        /**
                                         * @description How the row's part number matched the searched one (both normalised): 'exact' = the same number, 'prefix' = a longer number that begins with it, 'superseded' = a number along a supersession chain (either way, at most 5 references away), 'interchange' = an interchangeable or aftermarket number. Rows come in that order; dealers with an exact, superseded or interchange match are emailed.
                                         * @enum {string}
                                         */
                                        matchKind: "exact" | "prefix" | "superseded" | "interchange";
                                        matchLabel: string | null;
                                        orderId: number | null;
                                        orderIsQuote: boolean;
                                        partId: number | null;
                                        partnum: string;
                                        partNumber: string;
                                        partSearchId: number;
                                        partSearchResultId: number;
                                        pics: string;
                                        pictures: {
                                            filename: string;
                                            picId: number;
                                            picurl: string;
                                        }[];
                                        price: number | null;
                                        priceTier: ("retail" | "wholesale") | null;
                                        quan: number;
                                        usedprice: number | null;
                                    }[];
                                    searchId: number;
                                    /** @description True when no part of this number matched the description: `parts` are then every part matching the part number (and the manufacturer and condition) alone, so a description never turns stock into "nothing in stock". False when the description matched, or none was given. */
                                    withoutDescription: boolean;
                                }[];
                                user: {
                                    companyId: number;
                                    memid: string | null;
                                    userId: number;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The service is not available right now. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parts/{partNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search one part number; the search is saved and matched dealers are notified.
         * @description A network member's search answers 400 'You appear to be a NetCom member...' unless `approved=yes`.
         */
        get: {
            parameters: {
                query?: {
                    approved?: string;
                    comments?: string;
                    condition?: string;
                    description?: string;
                    manufacturer?: string;
                    /** @description 'browse' when a browse page opened the search: it is saved and shown in the feeds as from browse, and no dealer is emailed. Default 'search'. (A description of 'Browse Search' means the same.) */
                    source?: "search" | "browse";
                };
                header?: never;
                path: {
                    partNumber: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                /** @description When the searched number found no row at all and is 6 or more characters long (normalised): up to 5 stocked part numbers (normalised, distinct) within one edit of it (one substitution, insertion or deletion, or two neighbouring characters swapped). Otherwise []. A suggestion is never a row. */
                                didYouMean: string[];
                                machines: {
                                    arrivalDate: string | null;
                                    city: string | null;
                                    companyId: number | null;
                                    companyName: string | null;
                                    coverThumbUrl: string | null;
                                    createdAt: string;
                                    engineMake: string;
                                    engineModel: string;
                                    hours: number | null;
                                    id: number;
                                    manufacturer: string;
                                    manufacturerName: string;
                                    model: string;
                                    notes: string;
                                    partsCount: number;
                                    serialNumber: string;
                                    state: string;
                                    /** @enum {string} */
                                    status: "arriving" | "dismantling" | "parted_out";
                                    statusChangedAt: string;
                                    transmissionModel: string;
                                    updatedAt: string;
                                    year: number | null;
                                }[];
                                parts: {
                                    abbrname: string;
                                    canTransact: boolean;
                                    companyCity: string;
                                    companyid: number;
                                    companyId: number;
                                    companyname: string;
                                    companyName: string;
                                    companyState: string;
                                    /** @enum {string} */
                                    condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                    condlong: string;
                                    createdAt: string;
                                    crossReferenceNote: string | null;
                                    descript: string;
                                    description: string;
                                    id: number;
                                    isMessaged: 0 | 1;
                                    manufacturer: string;
                                    manuflong: string;
                                    /**
                                     * @description How the row's part number matched the searched one (both normalised): 'exact' = the same number, 'prefix' = a longer number that begins with it, 'superseded' = a number along a supersession chain (either way, at most 5 references away), 'interchange' = an interchangeable or aftermarket number. Rows come in that order; dealers with an exact, superseded or interchange match are emailed.
                                     * @enum {string}
                                     */
                                    matchKind: "exact" | "prefix" | "superseded" | "interchange";
                                    matchLabel: string | null;
                                    orderId: number | null;
                                    orderIsQuote: boolean;
                                    partId: number | null;
                                    partnum: string;
                                    partNumber: string;
                                    partSearchId: number;
                                    partSearchResultId: number;
                                    pics: string;
                                    pictures: {
                                        filename: string;
                                        picId: number;
                                        picurl: string;
                                    }[];
                                    price: number | null;
                                    priceTier: ("retail" | "wholesale") | null;
                                    quan: number;
                                    usedprice: number | null;
                                }[];
                                searchId: number;
                                user: {
                                    companyId: number;
                                    memid: string | null;
                                    userId: number;
                                };
                                /** @description True when no part of this number matched the description: `parts` are then every part matching the part number (and the manufacturer and condition) alone, so a description never turns stock into "nothing in stock". False when the description matched, or none was given. */
                                withoutDescription: boolean;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The service is not available right now. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quote-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request quotes from the dealers of chosen result rows, or from every dealer that stocks the number. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        allDealers?: boolean;
                        neededBy?: string | null;
                        note?: string | null;
                        partSearchId: number;
                        resultIds?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                companyIds: number[];
                                quoteRequestId: number;
                                requestId: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send your Quick Quote on a search request (201), or replace it (200, status updated). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        lines: {
                            /** @enum {string} */
                            condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                            coreCharge?: number | null;
                            description?: string;
                            freightEstimate?: number | null;
                            /** @default 0 */
                            leadTimeDays?: number;
                            note?: string | null;
                            partId?: number | null;
                            partNumber?: string;
                            partSearchId?: number;
                            price: number;
                            /** @default 1 */
                            quantity?: number;
                        }[];
                        partSearchId: number;
                        validUntil?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                quote: {
                                    BuyerCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    createdAt: string;
                                    DealerCompany: {
                                        city: string;
                                        id: number;
                                        name: string;
                                        state: string;
                                    };
                                    declineReason: string | null;
                                    expired: boolean;
                                    id: number;
                                    lines: {
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        coreCharge: number | null;
                                        description: string;
                                        freightEstimate: number | null;
                                        id: number;
                                        leadTimeDays: number;
                                        note: string | null;
                                        partId: number | null;
                                        partNumber: string;
                                        partSearchId: number;
                                        price: number;
                                        quantity: number;
                                        total: number;
                                    }[];
                                    orderId: number | null;
                                    requestId: number;
                                    sentBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number | null;
                                    };
                                    /** @enum {string} */
                                    status: "sent" | "updated" | "withdrawn" | "accepted" | "declined" | "expired";
                                    total: number;
                                    updatedAt: string;
                                    validUntil: string;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One quote, for its dealer or its buyer. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                quote: {
                                    BuyerCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    createdAt: string;
                                    DealerCompany: {
                                        city: string;
                                        id: number;
                                        name: string;
                                        state: string;
                                    };
                                    declineReason: string | null;
                                    expired: boolean;
                                    id: number;
                                    lines: {
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        coreCharge: number | null;
                                        description: string;
                                        freightEstimate: number | null;
                                        id: number;
                                        leadTimeDays: number;
                                        note: string | null;
                                        partId: number | null;
                                        partNumber: string;
                                        partSearchId: number;
                                        price: number;
                                        quantity: number;
                                        total: number;
                                    }[];
                                    orderId: number | null;
                                    requestId: number;
                                    sentBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number | null;
                                    };
                                    /** @enum {string} */
                                    status: "sent" | "updated" | "withdrawn" | "accepted" | "declined" | "expired";
                                    total: number;
                                    updatedAt: string;
                                    validUntil: string;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a quote: its lines go into your open order with the dealer at the quoted prices. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                orderId: number;
                                quote: {
                                    BuyerCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    createdAt: string;
                                    DealerCompany: {
                                        city: string;
                                        id: number;
                                        name: string;
                                        state: string;
                                    };
                                    declineReason: string | null;
                                    expired: boolean;
                                    id: number;
                                    lines: {
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        coreCharge: number | null;
                                        description: string;
                                        freightEstimate: number | null;
                                        id: number;
                                        leadTimeDays: number;
                                        note: string | null;
                                        partId: number | null;
                                        partNumber: string;
                                        partSearchId: number;
                                        price: number;
                                        quantity: number;
                                        total: number;
                                    }[];
                                    orderId: number | null;
                                    requestId: number;
                                    sentBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number | null;
                                    };
                                    /** @enum {string} */
                                    status: "sent" | "updated" | "withdrawn" | "accepted" | "declined" | "expired";
                                    total: number;
                                    updatedAt: string;
                                    validUntil: string;
                                };
                                unchanged: boolean;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a quote, with an optional reason for the dealer. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                quote: {
                                    BuyerCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    createdAt: string;
                                    DealerCompany: {
                                        city: string;
                                        id: number;
                                        name: string;
                                        state: string;
                                    };
                                    declineReason: string | null;
                                    expired: boolean;
                                    id: number;
                                    lines: {
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        coreCharge: number | null;
                                        description: string;
                                        freightEstimate: number | null;
                                        id: number;
                                        leadTimeDays: number;
                                        note: string | null;
                                        partId: number | null;
                                        partNumber: string;
                                        partSearchId: number;
                                        price: number;
                                        quantity: number;
                                        total: number;
                                    }[];
                                    orderId: number | null;
                                    requestId: number;
                                    sentBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number | null;
                                    };
                                    /** @enum {string} */
                                    status: "sent" | "updated" | "withdrawn" | "accepted" | "declined" | "expired";
                                    total: number;
                                    updatedAt: string;
                                    validUntil: string;
                                };
                                unchanged: boolean;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw your quote (until the buyer accepts it). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                quote: {
                                    BuyerCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    createdAt: string;
                                    DealerCompany: {
                                        city: string;
                                        id: number;
                                        name: string;
                                        state: string;
                                    };
                                    declineReason: string | null;
                                    expired: boolean;
                                    id: number;
                                    lines: {
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        coreCharge: number | null;
                                        description: string;
                                        freightEstimate: number | null;
                                        id: number;
                                        leadTimeDays: number;
                                        note: string | null;
                                        partId: number | null;
                                        partNumber: string;
                                        partSearchId: number;
                                        price: number;
                                        quantity: number;
                                        total: number;
                                    }[];
                                    orderId: number | null;
                                    requestId: number;
                                    sentBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number | null;
                                    };
                                    /** @enum {string} */
                                    status: "sent" | "updated" | "withdrawn" | "accepted" | "declined" | "expired";
                                    total: number;
                                    updatedAt: string;
                                    validUntil: string;
                                };
                                unchanged: boolean;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/compare/{partSearchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A request's quotes side by side per part number, by total or lead time (the buyer only). */
        get: {
            parameters: {
                query?: {
                    sort?: "total" | "leadTime";
                };
                header?: never;
                path: {
                    partSearchId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                groups: {
                                    partNumber: string;
                                    partSearchId: number;
                                    quotes: {
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        coreCharge: number | null;
                                        dealer: {
                                            city: string;
                                            companyId: number;
                                            medianReplySeconds: number | null;
                                            name: string;
                                            state: string;
                                        };
                                        expired: boolean;
                                        freightEstimate: number | null;
                                        leadTimeDays: number;
                                        lineId: number;
                                        note: string | null;
                                        price: number;
                                        quantity: number;
                                        quoteId: number;
                                        /** @enum {string} */
                                        status: "sent" | "updated" | "withdrawn" | "accepted" | "declined" | "expired";
                                        total: number;
                                        validUntil: string;
                                    }[];
                                }[];
                                requestId: number;
                                /** @enum {string} */
                                sort: "total" | "leadTime";
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/draft/{partSearchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the Quick Quote dialog opens with: the request's part numbers, your matching stock, your quote. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    partSearchId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                BuyerCompany: {
                                    id: number;
                                    name: string;
                                };
                                partSearches: {
                                    condition: ("AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED") | null;
                                    description: string | null;
                                    manufacturer: string | null;
                                    partNumber: string;
                                    partSearchId: number;
                                    stock: {
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        description: string;
                                        partId: number;
                                        partNumber: string;
                                        pictures: {
                                            filename: string;
                                            picId: number;
                                            picurl: string;
                                        }[];
                                        price: number | null;
                                        quantity: number;
                                    }[];
                                }[];
                                quote: {
                                    BuyerCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    createdAt: string;
                                    DealerCompany: {
                                        city: string;
                                        id: number;
                                        name: string;
                                        state: string;
                                    };
                                    declineReason: string | null;
                                    expired: boolean;
                                    id: number;
                                    lines: {
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        coreCharge: number | null;
                                        description: string;
                                        freightEstimate: number | null;
                                        id: number;
                                        leadTimeDays: number;
                                        note: string | null;
                                        partId: number | null;
                                        partNumber: string;
                                        partSearchId: number;
                                        price: number;
                                        quantity: number;
                                        total: number;
                                    }[];
                                    orderId: number | null;
                                    requestId: number;
                                    sentBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number | null;
                                    };
                                    /** @enum {string} */
                                    status: "sent" | "updated" | "withdrawn" | "accepted" | "declined" | "expired";
                                    total: number;
                                    updatedAt: string;
                                    validUntil: string;
                                } | null;
                                requestId: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your company's quotes as the buyer, newest activity first (withdrawn ones included). */
        get: {
            parameters: {
                query?: {
                    requestId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                quotes: {
                                    BuyerCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    createdAt: string;
                                    DealerCompany: {
                                        city: string;
                                        id: number;
                                        name: string;
                                        state: string;
                                    };
                                    declineReason: string | null;
                                    expired: boolean;
                                    id: number;
                                    lines: {
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        coreCharge: number | null;
                                        description: string;
                                        freightEstimate: number | null;
                                        id: number;
                                        leadTimeDays: number;
                                        note: string | null;
                                        partId: number | null;
                                        partNumber: string;
                                        partSearchId: number;
                                        price: number;
                                        quantity: number;
                                        total: number;
                                    }[];
                                    orderId: number | null;
                                    requestId: number;
                                    sentBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number | null;
                                    };
                                    /** @enum {string} */
                                    status: "sent" | "updated" | "withdrawn" | "accepted" | "declined" | "expired";
                                    total: number;
                                    updatedAt: string;
                                    validUntil: string;
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your company's quotes as the dealer, newest activity first. */
        get: {
            parameters: {
                query?: {
                    requestId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                quotes: {
                                    BuyerCompany: {
                                        id: number;
                                        name: string;
                                    };
                                    createdAt: string;
                                    DealerCompany: {
                                        city: string;
                                        id: number;
                                        name: string;
                                        state: string;
                                    };
                                    declineReason: string | null;
                                    expired: boolean;
                                    id: number;
                                    lines: {
                                        /** @enum {string} */
                                        condition: "AFTERMARKET" | "CORE" | "NEW" | "REBUILT" | "USED";
                                        coreCharge: number | null;
                                        description: string;
                                        freightEstimate: number | null;
                                        id: number;
                                        leadTimeDays: number;
                                        note: string | null;
                                        partId: number | null;
                                        partNumber: string;
                                        partSearchId: number;
                                        price: number;
                                        quantity: number;
                                        total: number;
                                    }[];
                                    orderId: number | null;
                                    requestId: number;
                                    sentBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number | null;
                                    };
                                    /** @enum {string} */
                                    status: "sent" | "updated" | "withdrawn" | "accepted" | "declined" | "expired";
                                    total: number;
                                    updatedAt: string;
                                    validUntil: string;
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trade a refresh token for a new pair (it rotates on every use); `newUserCompanyId` switches company. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        newUserCompanyId?: string;
                        refreshToken: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                accessToken: string;
                                refreshToken: string;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a listing, machine, suggestion or comment to the operators.
         * @description 404 when the target does not exist or is hidden.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        reason: "spam" | "fraud" | "offensive" | "wrong_information" | "other";
                        targetId: number;
                        /** @enum {string} */
                        targetType: "listing" | "machine" | "suggestion" | "comment";
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                report: {
                                    createdAt: string;
                                    id: number;
                                    /** @enum {string} */
                                    reason: "spam" | "fraud" | "offensive" | "wrong_information" | "other";
                                    /** @enum {string} */
                                    status: "open" | "resolved";
                                    targetId: number;
                                    /** @enum {string} */
                                    targetType: "listing" | "machine" | "suggestion" | "comment";
                                    text: string;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public settings: support contacts, the NetCom address and the payment mode. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                netcomUrl: string;
                                payments: {
                                    /** @enum {string} */
                                    mode: "stripe" | "simulated";
                                    publishableKey: string | null;
                                };
                                supportEmail: string;
                                supportPhone: string;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your company's totals against the previous period, the chart's series, the funnel and reply times.
         * @description Period: `period` 12w (default), 12m, ytd or custom (with `from` and `to`, YYYY-MM-DD, inclusive, at most 2 years); `groupBy` week (default for 12w) or month. Days are UTC days; weeks start on Monday.
         */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    groupBy?: "week" | "month";
                    period?: "12w" | "12m" | "ytd" | "custom";
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                funnel: {
                                    answered: number;
                                    ordered: number;
                                    paid: number;
                                    searched: number;
                                };
                                period: {
                                    /** @description YYYY-MM-DD */
                                    from: string;
                                    /** @enum {string} */
                                    groupBy: "week" | "month";
                                    /** @enum {string} */
                                    period: "12w" | "12m" | "ytd" | "custom";
                                    /** @description YYYY-MM-DD */
                                    previousFrom: string;
                                    /** @description YYYY-MM-DD */
                                    previousTo: string;
                                    /** @description YYYY-MM-DD */
                                    to: string;
                                };
                                previousTotals: {
                                    buyerCompanies: number;
                                    messagesReceived: number;
                                    ordersPlaced: number;
                                    ordersPlacedAmountCents: number;
                                    ordersReceived: number;
                                    quickQuotesAccepted: number;
                                    quickQuotesDeclined: number;
                                    quickQuotesSent: number;
                                    searches: number;
                                };
                                replyTime: {
                                    answered: number;
                                    medianSeconds: number | null;
                                    networkCompanies: number | null;
                                    networkMedianSeconds: number | null;
                                };
                                series: {
                                    buyerCompanies: number;
                                    /** @description YYYY-MM-DD */
                                    end: string;
                                    messagesReceived: number;
                                    ordersPlaced: number;
                                    ordersPlacedAmountCents: number;
                                    ordersReceived: number;
                                    quickQuotesAccepted: number;
                                    quickQuotesDeclined: number;
                                    quickQuotesSent: number;
                                    searches: number;
                                    /** @description YYYY-MM-DD */
                                    start: string;
                                }[];
                                totals: {
                                    buyerCompanies: number;
                                    messagesReceived: number;
                                    ordersPlaced: number;
                                    ordersPlacedAmountCents: number;
                                    ordersReceived: number;
                                    quickQuotesAccepted: number;
                                    quickQuotesDeclined: number;
                                    quickQuotesSent: number;
                                    searches: number;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Searches of your parts by buyer company, paged.
         * @description Period: `period` 12w (default), 12m, ytd or custom (with `from` and `to`, YYYY-MM-DD, inclusive, at most 2 years); `groupBy` week (default for 12w) or month. Days are UTC days; weeks start on Monday. `q`: company names containing it, any case.
         */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    groupBy?: "week" | "month";
                    limit?: number;
                    page?: number;
                    period?: "12w" | "12m" | "ytd" | "custom";
                    q?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                companies: {
                                    companyId: number;
                                    companyName: string;
                                    searches: number;
                                    state: string;
                                }[];
                                totalCount: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/companies.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Searches by buyer company as CSV.
         * @description Period: `period` 12w (default), 12m, ytd or custom (with `from` and `to`, YYYY-MM-DD, inclusive, at most 2 years); `groupBy` week (default for 12w) or month. Days are UTC days; weeks start on Monday.
         */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    groupBy?: "week" | "month";
                    period?: "12w" | "12m" | "ytd" | "custom";
                    q?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The text/csv body. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/lost-demand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Part numbers of your makes that buyers searched and you do not have in stock: what to buy next.
         * @description Period: `period` 12w (default), 12m, ytd or custom (with `from` and `to`, YYYY-MM-DD, inclusive, at most 2 years); `groupBy` week (default for 12w) or month. Days are UTC days; weeks start on Monday. `q`: part number prefix.
         */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    groupBy?: "week" | "month";
                    limit?: number;
                    page?: number;
                    period?: "12w" | "12m" | "ytd" | "custom";
                    q?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                parts: {
                                    buyerCompanies: number;
                                    manufacturer: string;
                                    otherDealers: number;
                                    partNumber: string;
                                    searches: number;
                                }[];
                                totalCount: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/lost-demand.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every lost-demand row as CSV.
         * @description Period: `period` 12w (default), 12m, ytd or custom (with `from` and `to`, YYYY-MM-DD, inclusive, at most 2 years); `groupBy` week (default for 12w) or month. Days are UTC days; weeks start on Monday.
         */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    groupBy?: "week" | "month";
                    period?: "12w" | "12m" | "ytd" | "custom";
                    q?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The text/csv body. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/parts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your most searched part numbers, by searches (then part number), paged.
         * @description Period: `period` 12w (default), 12m, ytd or custom (with `from` and `to`, YYYY-MM-DD, inclusive, at most 2 years); `groupBy` week (default for 12w) or month. Days are UTC days; weeks start on Monday. `q`: part number prefix.
         */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    groupBy?: "week" | "month";
                    limit?: number;
                    page?: number;
                    period?: "12w" | "12m" | "ytd" | "custom";
                    q?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                parts: {
                                    buyerCompanies: number;
                                    orders: number;
                                    partNumber: string;
                                    priceCents: number | null;
                                    quantity: number;
                                    quickQuotesSent: number;
                                    searches: number;
                                }[];
                                totalCount: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/parts.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every searched part number of yours as CSV, in the JSON call's order.
         * @description Period: `period` 12w (default), 12m, ytd or custom (with `from` and `to`, YYYY-MM-DD, inclusive, at most 2 years); `groupBy` week (default for 12w) or month. Days are UTC days; weeks start on Monday.
         */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    groupBy?: "week" | "month";
                    period?: "12w" | "12m" | "ytd" | "custom";
                    q?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The text/csv body. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Searches of your parts by the buyer's state, paged.
         * @description Period: `period` 12w (default), 12m, ytd or custom (with `from` and `to`, YYYY-MM-DD, inclusive, at most 2 years); `groupBy` week (default for 12w) or month. Days are UTC days; weeks start on Monday.
         */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    groupBy?: "week" | "month";
                    limit?: number;
                    page?: number;
                    period?: "12w" | "12m" | "ytd" | "custom";
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                regions: {
                                    buyerCompanies: number;
                                    searches: number;
                                    state: string;
                                }[];
                                totalCount: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/regions.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Searches by region as CSV.
         * @description Period: `period` 12w (default), 12m, ytd or custom (with `from` and `to`, YYYY-MM-DD, inclusive, at most 2 years); `groupBy` week (default for 12w) or month. Days are UTC days; weeks start on Monday.
         */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    groupBy?: "week" | "month";
                    period?: "12w" | "12m" | "ytd" | "custom";
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The text/csv body. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/series.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The chart's series as CSV (money in dollars).
         * @description Period: `period` 12w (default), 12m, ytd or custom (with `from` and `to`, YYYY-MM-DD, inclusive, at most 2 years); `groupBy` week (default for 12w) or month. Days are UTC days; weeks start on Monday.
         */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    groupBy?: "week" | "month";
                    period?: "12w" | "12m" | "ytd" | "custom";
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The text/csv body. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storefront/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The companies that searched, messaged, asked a quote of or ordered from the caller's company. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    page?: number;
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                count: number;
                                customers: {
                                    approved: boolean;
                                    city: string;
                                    companyId: number;
                                    creditAvailable: number | null;
                                    creditLimit: number | null;
                                    creditTerms: 15 | 30 | 45 | 60 | null;
                                    creditUsed: number;
                                    lastActivityAt: string | null;
                                    messages: number;
                                    name: string;
                                    orders: number;
                                    /** @enum {string} */
                                    priceTier: "retail" | "wholesale";
                                    quotes: number;
                                    removed: boolean;
                                    searches: number;
                                    state: string;
                                }[];
                                limit: number;
                                page: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storefront/customers/{companyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One customer company with its settings and every change of them, newest first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                changes: {
                                    createdAt: string;
                                    /** @enum {string} */
                                    field: "approved" | "priceTier" | "creditTerms" | "creditLimit" | "removed";
                                    newValue: boolean | number | string | null;
                                    oldValue: boolean | number | string | null;
                                    userId: number | null;
                                    userName: string;
                                }[];
                                customer: {
                                    approved: boolean;
                                    city: string;
                                    companyId: number;
                                    creditAvailable: number | null;
                                    creditLimit: number | null;
                                    creditTerms: 15 | 30 | 45 | 60 | null;
                                    creditUsed: number;
                                    lastActivityAt: string | null;
                                    messages: number;
                                    name: string;
                                    orders: number;
                                    /** @enum {string} */
                                    priceTier: "retail" | "wholesale";
                                    quotes: number;
                                    removed: boolean;
                                    searches: number;
                                    state: string;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a customer's approval, price tier, credit terms and limit, or remove it. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        approved?: boolean;
                        creditLimit?: number;
                        creditTerms?: 15 | 30 | 45 | 60 | null;
                        /** @enum {string} */
                        priceTier?: "retail" | "wholesale";
                        removed?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                changes: {
                                    createdAt: string;
                                    /** @enum {string} */
                                    field: "approved" | "priceTier" | "creditTerms" | "creditLimit" | "removed";
                                    newValue: boolean | number | string | null;
                                    oldValue: boolean | number | string | null;
                                    userId: number | null;
                                    userName: string;
                                }[];
                                customer: {
                                    approved: boolean;
                                    city: string;
                                    companyId: number;
                                    creditAvailable: number | null;
                                    creditLimit: number | null;
                                    creditTerms: 15 | 30 | 45 | 60 | null;
                                    creditUsed: number;
                                    lastActivityAt: string | null;
                                    messages: number;
                                    name: string;
                                    orders: number;
                                    /** @enum {string} */
                                    priceTier: "retail" | "wholesale";
                                    quotes: number;
                                    removed: boolean;
                                    searches: number;
                                    state: string;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/storefront/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's company's storefront settings (who sees its prices). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                settings: {
                                    /** @enum {string} */
                                    priceVisibility: "all" | "approved";
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set who sees the company's prices: 'all' logged-in companies or 'approved' customers only. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        priceVisibility: "all" | "approved";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                settings: {
                                    /** @enum {string} */
                                    priceVisibility: "all" | "approved";
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/stripe/connect-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The address that connects your company to the payment provider for payouts (members only).
         * @description Stripe Connect OAuth for a Standard account, or the simulated provider's local page without Stripe keys. Its `state` is bound to you and expires in 30 minutes.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                url: string;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/connect/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Completes the payout connection with what the provider's redirect carried (`code` or `error`).
         * @description The `state` must be one this user asked for, unused and not expired. A provider `error` consumes the state and answers 400 with its description.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code?: string;
                        error?: string;
                        error_description?: string;
                        state: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                stripeAccountId: string;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/order-payments/{id}/create-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buyer: starts paying a confirmed order on the seller's connected account.
         * @description The amount is items + shipping + tax from the stored order (the `shippingAmount` and `taxAmount` sent are ignored); the application fee comes from the seller's rate. A second call reuses the open payment.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shippingAmount?: unknown;
                        taxAmount?: unknown;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amountCents: number;
                                applicationFeeCents: number;
                                clientSecret: string;
                                connectedAccount: string;
                                /** @enum {string} */
                                mode: "stripe" | "simulated";
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Failure. */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/order-payments/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Seller: refunds the order's succeeded payment, fully (no `amount`) or partly (`amount` in cents).
         * @description The application fee is refunded in proportion. Never more than was paid, however many at once.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount?: number | null;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                payment: {
                                    amount: number | null;
                                    amountRefunded: number | null;
                                    amountRefundedAt: string | null;
                                    applicationFee: number | null;
                                    applicationFeeRefunded: number | null;
                                    applicationFeeRefundedAt: string | null;
                                    bankLast4: string | null;
                                    cardBrand: string | null;
                                    cardLast4: string | null;
                                    netAmount: number | null;
                                    paymentMethodType: string | null;
                                    status: string;
                                    transactionFee: number | null;
                                    updatedAt: string | null;
                                };
                                refund: {
                                    amount: number;
                                    applicationFeeRefunded: number;
                                    id: number;
                                    /** @enum {string} */
                                    status: "pending" | "succeeded" | "failed";
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Failure. */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/simulated/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test mode only: pays a simulated payment with a test card (4242... succeeds, 4000 0000 0000 0002 is declined). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        cardNumber: string;
                        clientSecret: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string | null;
                                /** @enum {string} */
                                status: "succeeded" | "failed";
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe's events, verified by their signature on the raw body; each is processed once. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            duplicate: boolean;
                            /** @enum {boolean} */
                            received: true;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The suggestions board; with a token, each card carries your own vote. */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    sortBy?: "upvoteCount" | "createdAt";
                    sortOrder?: "DESC" | "ASC";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                suggestions: {
                                    commentCount: number;
                                    createdAt: string;
                                    hidden: boolean;
                                    hiddenReason: string | null;
                                    id: number;
                                    suggestion: string;
                                    upvoteCount: number;
                                    User: {
                                        email: string | null;
                                        firstName: string | null;
                                        lastName: string | null;
                                    } | null;
                                    userVote: 1 | -1 | 0;
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Post a suggestion. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        suggestion: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                suggestion: {
                                    commentCount: number;
                                    createdAt: string;
                                    hidden: boolean;
                                    hiddenReason: string | null;
                                    id: number;
                                    suggestion: string;
                                    upvoteCount: number;
                                    User: {
                                        email: string | null;
                                        firstName: string | null;
                                        lastName: string | null;
                                    } | null;
                                    userVote: 1 | -1 | 0;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suggestions/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A suggestion's comments, newest first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                comments: {
                                    body: string;
                                    createdAt: string;
                                    hidden: boolean;
                                    hiddenReason: string | null;
                                    id: number;
                                    User: {
                                        email: string | null;
                                        firstName: string | null;
                                        lastName: string | null;
                                    } | null;
                                }[];
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Comment on a suggestion. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                comment: {
                                    body: string;
                                    createdAt: string;
                                    hidden: boolean;
                                    hiddenReason: string | null;
                                    id: number;
                                    User: {
                                        email: string | null;
                                        firstName: string | null;
                                        lastName: string | null;
                                    } | null;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suggestions/{id}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vote a suggestion up (1) or down (-1); answers the new score. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {number} */
                        value: 1 | -1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                score: number;
                                userVote: 1 | -1 | 0;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        /** Take your vote back. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                score: number;
                                userVote: 1 | -1 | 0;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your company's members, pending invitations and approval limit. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                approvalLimitCents: number | null;
                                companyId: number;
                                companyName: string;
                                invitations: {
                                    createdAt: string;
                                    email: string;
                                    expiresAt: string;
                                    id: number;
                                    invitedBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number;
                                    } | null;
                                    /** @enum {string} */
                                    role: "admin" | "member";
                                }[];
                                members: {
                                    email: string;
                                    firstName: string;
                                    joinedAt: string;
                                    lastActiveAt: string | null;
                                    lastName: string;
                                    /** @enum {string} */
                                    role: "admin" | "member";
                                    userId: number;
                                }[];
                                /** @enum {string} */
                                myRole: "admin" | "member";
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite someone by email with a role; the link is valid 7 days and works once. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "member";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                invitation: {
                                    createdAt: string;
                                    email: string;
                                    expiresAt: string;
                                    id: number;
                                    invitedBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number;
                                    } | null;
                                    /** @enum {string} */
                                    role: "admin" | "member";
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a pending invitation. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                invitationId: number;
                                /** @enum {boolean} */
                                revoked: true;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Failure. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invitations/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new link and 7 more days; the earlier link stops working. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                invitation: {
                                    createdAt: string;
                                    email: string;
                                    expiresAt: string;
                                    id: number;
                                    invitedBy: {
                                        firstName: string;
                                        lastName: string;
                                        userId: number;
                                    } | null;
                                    /** @enum {string} */
                                    role: "admin" | "member";
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Failure. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave your current company (its last admin cannot). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                companyId: number;
                                /** @enum {boolean} */
                                left: true;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member from the company (a company keeps at least one admin). */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                removed: true;
                                userId: number;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a member's role (a company keeps at least one admin). */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "admin" | "member";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                member: {
                                    email: string;
                                    firstName: string;
                                    joinedAt: string;
                                    lastActiveAt: string | null;
                                    lastName: string;
                                    /** @enum {string} */
                                    role: "admin" | "member";
                                    userId: number;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/team/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** The approval limit for members' order requests, in cents (null: no limit). */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        approvalLimitCents: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                approvalLimitCents: number | null;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Logged in, but this role may not do this (e.g. no company, unverified email, not a member). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account; answers a token pair and sends the verification email. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        consent: true;
                        deviceInfo?: string | null;
                        email: string;
                        firstName: string;
                        lastName: string;
                        password: string;
                        phoneMobile?: string | null;
                        phoneOffice?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                accessToken: string;
                                refreshToken: string;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your user record with its company (only your own). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                user: {
                                    companies: {
                                        companyId: number;
                                        name: string;
                                        /** @enum {string} */
                                        role: "admin" | "member";
                                    }[];
                                    Company: {
                                        billAddress1: string | null;
                                        billAddress2: string | null;
                                        billCity: string | null;
                                        billCountry: string | null;
                                        billState: string | null;
                                        billZip: string | null;
                                        contactList: string | null;
                                        email1: string;
                                        email2: string | null;
                                        email3: string | null;
                                        fax: string | null;
                                        id: number;
                                        memid: string | null;
                                        name: string;
                                        partsManager: string | null;
                                        phoneMain: string;
                                        phoneSecondary: string | null;
                                        shipAddress1: string;
                                        shipAddress2: string | null;
                                        shipCity: string;
                                        shipCountry: string;
                                        shipState: string;
                                        shipZip: string;
                                        stripeAccountId: string | null;
                                        website: string | null;
                                    } | null;
                                    companyId: number | null;
                                    email: string;
                                    email_verified: boolean;
                                    emailVerified: boolean;
                                    firstName: string;
                                    forsale_emails: boolean;
                                    forsale_order_emails: boolean;
                                    general_request_emails: boolean;
                                    lastName: string;
                                    machine_watch_emails: boolean;
                                    memid: string | null;
                                    message_emails: boolean;
                                    order_emails: boolean;
                                    part_emails: boolean;
                                    part_order_emails: boolean;
                                    phoneMobile: string | null;
                                    phoneOffice: string | null;
                                    userId: number;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** The same as PATCH /api/users/{userId}/profile, kept for older clients. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName?: string;
                        lastName?: string;
                        phoneMobile?: string | null;
                        phoneOffice?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                user: {
                                    companies: {
                                        companyId: number;
                                        name: string;
                                        /** @enum {string} */
                                        role: "admin" | "member";
                                    }[];
                                    Company: {
                                        billAddress1: string | null;
                                        billAddress2: string | null;
                                        billCity: string | null;
                                        billCountry: string | null;
                                        billState: string | null;
                                        billZip: string | null;
                                        contactList: string | null;
                                        email1: string;
                                        email2: string | null;
                                        email3: string | null;
                                        fax: string | null;
                                        id: number;
                                        memid: string | null;
                                        name: string;
                                        partsManager: string | null;
                                        phoneMain: string;
                                        phoneSecondary: string | null;
                                        shipAddress1: string;
                                        shipAddress2: string | null;
                                        shipCity: string;
                                        shipCountry: string;
                                        shipState: string;
                                        shipZip: string;
                                        stripeAccountId: string | null;
                                        website: string | null;
                                    } | null;
                                    companyId: number | null;
                                    email: string;
                                    email_verified: boolean;
                                    emailVerified: boolean;
                                    firstName: string;
                                    forsale_emails: boolean;
                                    forsale_order_emails: boolean;
                                    general_request_emails: boolean;
                                    lastName: string;
                                    machine_watch_emails: boolean;
                                    memid: string | null;
                                    message_emails: boolean;
                                    order_emails: boolean;
                                    part_emails: boolean;
                                    part_order_emails: boolean;
                                    phoneMobile: string | null;
                                    phoneOffice: string | null;
                                    userId: number;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/user/{userId}/email-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Turn your email notifications on or off (sub-settings follow their parent). */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        forsaleEmails?: boolean;
                        forsaleOrderEmails?: boolean;
                        generalRequestEmails?: boolean;
                        machineWatchEmails?: boolean;
                        messageEmails?: boolean;
                        orderEmails?: boolean;
                        partEmails?: boolean;
                        partOrderEmails?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                settings: {
                                    forsaleEmails: boolean;
                                    forsaleOrderEmails: boolean;
                                    generalRequestEmails: boolean;
                                    machineWatchEmails: boolean;
                                    messageEmails: boolean;
                                    orderEmails: boolean;
                                    partEmails: boolean;
                                    partOrderEmails: boolean;
                                };
                                user: {
                                    companies: {
                                        companyId: number;
                                        name: string;
                                        /** @enum {string} */
                                        role: "admin" | "member";
                                    }[];
                                    Company: {
                                        billAddress1: string | null;
                                        billAddress2: string | null;
                                        billCity: string | null;
                                        billCountry: string | null;
                                        billState: string | null;
                                        billZip: string | null;
                                        contactList: string | null;
                                        email1: string;
                                        email2: string | null;
                                        email3: string | null;
                                        fax: string | null;
                                        id: number;
                                        memid: string | null;
                                        name: string;
                                        partsManager: string | null;
                                        phoneMain: string;
                                        phoneSecondary: string | null;
                                        shipAddress1: string;
                                        shipAddress2: string | null;
                                        shipCity: string;
                                        shipCountry: string;
                                        shipState: string;
                                        shipZip: string;
                                        stripeAccountId: string | null;
                                        website: string | null;
                                    } | null;
                                    companyId: number | null;
                                    email: string;
                                    email_verified: boolean;
                                    emailVerified: boolean;
                                    firstName: string;
                                    forsale_emails: boolean;
                                    forsale_order_emails: boolean;
                                    general_request_emails: boolean;
                                    lastName: string;
                                    machine_watch_emails: boolean;
                                    memid: string | null;
                                    message_emails: boolean;
                                    order_emails: boolean;
                                    part_emails: boolean;
                                    part_order_emails: boolean;
                                    phoneMobile: string | null;
                                    phoneOffice: string | null;
                                    userId: number;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/user/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change your password; answers a new token pair for this device. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        currentRefreshToken?: string | null;
                        deviceInfo?: string | null;
                        newPassword: string;
                        /** @default true */
                        signOutOthers?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                accessToken: string;
                                refreshToken: string;
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/email-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** A client without a user id: always 400 'Missing user id'. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/user/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a password-reset link; answers the same for a known and an unknown address. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/resend-verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the email-verification link again. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description The record is not in a state that allows this. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the link from the reset email. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        newPassword: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Too many requests; `Retry-After` says when to try again. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change your name and phones (only the fields sent). */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName?: string;
                        lastName?: string;
                        phoneMobile?: string | null;
                        phoneOffice?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                user: {
                                    companies: {
                                        companyId: number;
                                        name: string;
                                        /** @enum {string} */
                                        role: "admin" | "member";
                                    }[];
                                    Company: {
                                        billAddress1: string | null;
                                        billAddress2: string | null;
                                        billCity: string | null;
                                        billCountry: string | null;
                                        billState: string | null;
                                        billZip: string | null;
                                        contactList: string | null;
                                        email1: string;
                                        email2: string | null;
                                        email3: string | null;
                                        fax: string | null;
                                        id: number;
                                        memid: string | null;
                                        name: string;
                                        partsManager: string | null;
                                        phoneMain: string;
                                        phoneSecondary: string | null;
                                        shipAddress1: string;
                                        shipAddress2: string | null;
                                        shipCity: string;
                                        shipCountry: string;
                                        shipState: string;
                                        shipZip: string;
                                        stripeAccountId: string | null;
                                        website: string | null;
                                    } | null;
                                    companyId: number | null;
                                    email: string;
                                    email_verified: boolean;
                                    emailVerified: boolean;
                                    firstName: string;
                                    forsale_emails: boolean;
                                    forsale_order_emails: boolean;
                                    general_request_emails: boolean;
                                    lastName: string;
                                    machine_watch_emails: boolean;
                                    memid: string | null;
                                    message_emails: boolean;
                                    order_emails: boolean;
                                    part_emails: boolean;
                                    part_order_emails: boolean;
                                    phoneMobile: string | null;
                                    phoneOffice: string | null;
                                    userId: number;
                                };
                            };
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description No valid access token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
                /** @description Not found, or not yours to see. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verify an email address with the link from the verification email. */
        get: {
            parameters: {
                query?: {
                    email?: string;
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message?: string;
                            status: number;
                        };
                    };
                };
                /** @description Bad input: `message` and `errors` say what to correct. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors?: string[];
                            message: string;
                            status: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
