// Shared setup of the web test project.
export {};
