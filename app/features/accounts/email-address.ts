import { z } from "zod";

export const emailAddressProblem = "Enter a valid email address, like name@example.org.";

/** A staff sign-in address: checked the same way by forms, actions and the shell script. */
export const emailAddressSchema = z.string().trim().toLowerCase().email(emailAddressProblem);
