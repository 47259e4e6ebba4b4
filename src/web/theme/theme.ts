// Panda theme: the web helper owns and extends this; kept in one place so Storybook and the app agree.
export const theme = {
  extend: {
    tokens: {
      colors: {
        timber: { 50: { value: '#faf6f1' }, 100: { value: '#f1e7da' }, 500: { value: '#8b5e3c' }, 700: { value: '#5c3b22' }, 900: { value: '#2b1c10' } },
      },
      fonts: {
        body: { value: "'Inter Variable', system-ui, sans-serif" },
        heading: { value: "'Fraunces Variable', Georgia, serif" },
      },
    },
    semanticTokens: {
      colors: {
        'bg.canvas': { value: '{colors.timber.50}' },
        'fg.default': { value: '{colors.timber.900}' },
        focus: { value: '#1d6fd6' },
      },
    },
  },
};
