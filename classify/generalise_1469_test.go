package classify

import "testing"

// First run at b231872a: 23/36 overall, 8/19 tricky.
// Tolerated: i1469-pw-strict-textcontent: ambiguous vs invalid (ruling): Playwright's strict mode ("resolved to N elements") is ambiguous by sets 101, 144 and 164 (shellwords.go, taxonomy "strict mode violation").
// Tolerated: i1469-sel-click-intercepted: transient vs premise (ruling): WebDriver's "element click intercepted" is a wait by set 396 (webdriver.go webdriverCodes).
// Tolerated: i1469-pw-intercepts-pointer-timeout: transient vs premise (ruling): a TimeoutError whose call log shows an element intercepting pointer events is the same obscured click, a wait by set 396.
// Tolerated: i1469-pw-cert-authority-cli: premise vs invalid (ruling): Chromium's ERR_CERT_* and WebDriver's "insecure certificate" are configuration, premise (generic.go, set 396).
// Tolerated: i1469-pw-mcp-cert-authority: premise vs invalid (ruling): as i1469-pw-cert-authority-cli.
// Tolerated: i1469-pw-conn-refused-localhost: transient vs premise (ruling): ECONNREFUSED and Chromium's ERR_CONNECTION_REFUSED are transient (taxonomy transport row).
func TestIndependentCases1469(t *testing.T) {
	runIndependent(t, "testdata/independent1469.jsonl", true, "i1469-pw-strict-textcontent", "i1469-sel-click-intercepted", "i1469-pw-intercepts-pointer-timeout", "i1469-pw-cert-authority-cli", "i1469-pw-mcp-cert-authority", "i1469-pw-conn-refused-localhost")
}

// TestGeneralise1469ChromedriverText: chromedriver's own message, printed
// by a client without the Python or Java class prefix (a bare "<code>:
// ...\n  (Session info: chrome=N)", Selenium's "Message: <code>: ..." with
// the troubleshooting link newer drivers append, and the Ruby client's
// "Selenium::WebDriver::Error::<Name>Error: <code>"), reads its W3C code as
// the other client forms do (webdriver.go, W3C WebDriver errors table). An
// "unknown error" head says nothing and keeps its words' reading.
func TestGeneralise1469ChromedriverText(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bare alert", "", 0, "", "unexpected alert open: {Alert text : Discard changes?}\n  (Session info: chrome=118.0.5993.70)", premise},
		{"message session not created", "", 0, "", "Message: session not created: cannot connect to chrome at 127.0.0.1:40123\nfrom session not created: This version of ChromeDriver only supports Chrome version 131\nCurrent browser version is 130.0.6723.58; For documentation on this error, please visit: https://www.selenium.dev/documentation/webdriver/troubleshooting/errors#sessionnotcreatedexception", premise},
		{"bare not interactable", "", 0, "", "element not interactable\n  (Session info: chrome=120.0.6099.109)", transient},
		{"bare renderer timeout", "", 0, "", "timeout: Timed out receiving message from renderer: 10.000\n  (Session info: chrome=120.0.6099.109)", transient},
		{"ruby alert", "", 0, "", "Selenium::WebDriver::Error::UnexpectedAlertOpenError: unexpected alert open: {Alert text : Leave site?}", premise},
		{"ruby out of bounds", "", 0, "", "Selenium::WebDriver::Error::MoveTargetOutOfBoundsError: move target out of bounds", invalid},
		{"ruby no such alert", "", 0, "", "Selenium::WebDriver::Error::NoSuchAlertError: no such alert", premise},
		// Near misses: an "unknown error" head keeps its words; a parser's
		// "unexpected input" is no WebDriver text.
		{"unknown error refused", "", 0, "", "unknown error: net::ERR_CONNECTION_REFUSED\n  (Session info: chrome=120.0.6099.109)", transient},
		{"unknown error dns", "", 0, "", "unknown error: net::ERR_NAME_NOT_RESOLVED\n  (Session info: chrome=120.0.6099.109)", premise},
		{"parser unexpected input", "", 0, "", "parse error: unexpected input at line 3", invalid},
	})
}

// TestGeneralise1469BrowserCannotStart: a browser that cannot start on this
// host or with this driver, in Chromium's zygote words ("No usable
// sandbox!", "Running as root without --no-sandbox is not supported") and
// ChromeDriver's "This version of ChromeDriver only supports Chrome version
// N": premise, the environment must change (puppeteer/puppeteer and
// SeleniumHQ/selenium issue threads; generic.go). A flag the program does
// not define and an operation a sandbox mode refuses keep invalid.
func TestGeneralise1469BrowserCannotStart(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"puppeteer sandbox", "", 0, "", "Error: Failed to launch the browser process!\n[0302/101010.123456:FATAL:zygote_host_impl_linux.cc(127)] No usable sandbox! If you are running on Ubuntu 23.10+ or another Linux distro that has disabled unprivileged user namespaces with AppArmor, see https://chromium.googlesource.com/chromium/src/+/main/docs/security/apparmor-userns-restrictions.md.", premise},
		{"rod sandbox", "go", 0, "", "[launcher] Failed to get the debug url: [0302/101010.1:FATAL:zygote_host_impl_linux.cc(127)] No usable sandbox! Update your kernel", premise},
		{"root no sandbox", "", 0, "", "[0302/101010.1:ERROR:zygote_host_impl_linux.cc(90)] Running as root without --no-sandbox is not supported. See https://crbug.com/638180.", premise},
		{"driver version bare", "", 0, "", "This version of ChromeDriver only supports Chrome version 89", premise},
		{"driver version dotnet", "", 0, "", "System.InvalidOperationException: session not created: This version of ChromeDriver only supports Chrome version 78 (SessionNotCreated)", premise},
		// Near misses.
		{"flag not defined", "", 0, "", "Error: flag provided but not defined: -no-sandbox", invalid},
		{"not supported in sandbox", "", 0, "", "This operation is not supported in sandbox mode", invalid},
	})
}

// TestGeneralise1469PageCrash: a page whose renderer crashed, taking the
// page and ChromeDriver's session with it: ChromeDriver's "unknown error:
// session deleted because of page crash\nfrom tab crashed", Playwright's
// "Target crashed", Puppeteer's "Page crashed!" read premise, as a closed
// page (sessiongone.go). A navigation race and a reset keep transient.
func TestGeneralise1469PageCrash(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"chromedriver page crash", "", 0, "", "unknown error: session deleted because of page crash\nfrom unknown error: cannot determine loading status\nfrom tab crashed\n  (Session info: headless chrome=83.0.4103.61)", premise},
		{"python page crash", "", 0, "", "selenium.common.exceptions.WebDriverException: Message: unknown error: session deleted because of page crash", premise},
		{"chromedriver tab crashed", "", 0, "", "unknown error: tab crashed\n  (Session info: chrome=90.0.4430.93)", premise},
		{"playwright target crashed", "", 0, "", "Error: page.goto: Target crashed", premise},
		{"puppeteer page crashed", "", 0, "", "Error: Page crashed!", premise},
		// Near misses.
		{"navigation race", "", 0, "", "Error: Execution context was destroyed, most likely because of a navigation.", transient},
		{"reset", "", 0, "", "Error: net::ERR_CONNECTION_RESET at https://example.com/", transient},
	})
}

// TestGeneralise1469CDPContext: the DevTools protocol's "Cannot find context
// with specified id", which Puppeteer rewrites into "Execution context was
// destroyed, most likely because of a navigation" (puppeteer/puppeteer#2742)
// and chromedp prints as is: transient, the same navigation race
// (generic.go). A node id the page no longer holds and a detached frame
// keep premise.
func TestGeneralise1469CDPContext(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"chromedp", "go", 0, "", "Cannot find context with specified id (-32000)", transient},
		{"protocol error", "", 0, "", "Protocol error (Runtime.callFunctionOn): Cannot find context with specified id", transient},
		{"evaluate wrap", "go", 0, "", "evaluate: Cannot find context with specified id (-32000)", transient},
		// Near misses.
		{"node id", "go", 0, "", "Could not find node with given id (-32000)", premise},
		{"detached frame", "", 0, "", "Execution context is not available in detached frame \"about:blank\" (are you trying to evaluate?)", premise},
	})
}

// TestGeneralise1469DownloadNavigation: Playwright's goto on a URL the
// browser downloads: "Page.goto: Download is starting" (microsoft/
// playwright-python#3081). The request had its effect, the page goto
// returns never came: ambiguous (generic.go). A page's own sentence about a
// download and a failed download keep their readings.
func TestGeneralise1469DownloadNavigation(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"js goto", "", 0, "", "Error: page.goto: Download is starting\nCall log:\n  - navigating to \"https://example.com/export.csv\", waiting until \"load\"", ambiguous},
		{"python error", "", 0, "", "playwright._impl._errors.Error: Download is starting", ambiguous},
		{"frame goto", "", 0, "", "frame.goto: Download is starting", ambiguous},
		// Near misses.
		{"page sentence", "", 0, "", "Error: The download is starting soon, please wait", unk},
		{"download reset", "", 0, "", "Download failed: net::ERR_CONNECTION_RESET", transient},
	})
}
