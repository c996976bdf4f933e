// The addresses of the release pages, for the links other screens compose in.

export const DOWNLOADS_PATH = '/downloads';
export const INSTALLATION_GUIDE_PATH = '/guide/installation';
