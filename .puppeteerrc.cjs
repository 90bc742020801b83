// Debian's Chromium is used; puppeteer must never try to download a browser.
module.exports = { skipDownload: true };
