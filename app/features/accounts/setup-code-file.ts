/** The file in the data folder that holds the setup code while no administrator exists. */
export const setupCodeFileName = "admin-setup-code.txt";
