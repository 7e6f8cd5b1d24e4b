/** Where a visitor checks the charity on its regulator's public register. */
export type CharityRegisterEntry = { registerName: string; url: string };

/**
 * The register entry for a charity number as Settings keep it (capitals, no spaces): England and
 * Wales' numbers go to the Charity Commission's register search (a linked charity, `1234567-1`,
 * by its main number), Scotland's (`SC012345`) to OSCR's charity page, Northern Ireland's
 * (`NIC100001`) to its commission's. Null for an empty or unknown number: nothing to link.
 */
export function findCharityRegisterEntry(charityNumber: string): CharityRegisterEntry | null {
  const englandAndWales = /^(\d{6,7})(-\d{1,3})?$/.exec(charityNumber);
  if (englandAndWales) {
    return {
      registerName: "the Charity Commission's register",
      url: `https://register-of-charities.charitycommission.gov.uk/en/charity-search/-/results/page/1/delta/20/keywords/${englandAndWales[1]}`,
    };
  }
  if (/^SC\d{6}$/.test(charityNumber)) {
    return {
      registerName: "the Scottish Charity Register",
      url: `https://www.oscr.org.uk/about-charities/search-the-register/charity-details?number=${charityNumber}`,
    };
  }
  const northernIreland = /^NIC(\d{6})$/.exec(charityNumber);
  if (northernIreland) {
    return {
      registerName: "the Charity Commission for Northern Ireland's register",
      url: `https://www.charitycommissionni.org.uk/charity-details/?regId=${Number(northernIreland[1])}&subId=0`,
    };
  }
  return null;
}
