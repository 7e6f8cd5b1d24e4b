import { expect, test } from "vitest";
import { defaultSiteSettings } from "~/content/site-settings";
import { listSetupStepsLeft } from "./setup-steps";

test("a fresh site has every setup step left; a finished one has none", () => {
  expect(listSetupStepsLeft(defaultSiteSettings)).toHaveLength(3);
  const finished = {
    ...defaultSiteSettings,
    email: "hello@real-charity.org.uk",
    phone: "01234 567 890",
    charityNumber: "1234567",
    address: ["The Hall", "2 High Street", "Northfold", "NF2 2BB"],
    safeguarding: {
      ...defaultSiteSettings.safeguarding,
      email: "safe@real-charity.org.uk",
      phone: "01234 567 891",
    },
    donationUrl: "https://give.real-charity.org.uk/?amount={amount}&frequency={frequency}",
  };
  expect(listSetupStepsLeft(finished)).toEqual([]);
  expect(listSetupStepsLeft({ ...finished, phone: defaultSiteSettings.phone })).toEqual([
    "Enter the charity's email, phone, address and charity number",
  ]);
});
