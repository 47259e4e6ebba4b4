// jsdom project setup: DOM matchers (toBeInTheDocument, ...) for React view tests.
import '@testing-library/jest-dom/vitest';
