package classify

// liveObjectGone reads a live object that later steps act on and that no
// longer exists: a browser page, context or CDP session closed under the
// automation (Playwright's TargetClosedError "Target page, context or
// browser has been closed", Puppeteer's "Session closed. Most likely the
// page has been closed."), a notebook kernel that died or was removed
// with the state earlier cells built (nbclient DeadKernelError "Kernel
// died", jupyter_server "Kernel does not exist"), an E2B sandbox past its
// lifetime ("The sandbox was not found: This error is likely due to sandbox
// timeout", a 502 from its proxy), a Puppeteer "Target closed" or a
// WebDriver "invalid session id"; and an element a selector names that the
// page does not hold (set 468). Retrying the call on the
// same object never helps: open a new one and replan (set 396). A closed
// network connection is not one of these and keeps its reading.
func liveObjectGone(t string) (Result, bool) {
	return matchWords(liveObjectGoneWords, t)
}

var liveObjectGoneWords = newMatcher([]pattern{
	{text: "target page, context or browser has been closed", kind: premise, reason: "the browser page or context the steps act on is closed: open a new one and replan"},
	{text: "most likely the page has been closed", kind: premise, reason: "the browser page the steps act on is closed: open a new one and replan"},
	{text: "deadkernelerror", kind: premise, reason: "the notebook kernel died with its state: restart and replan"},
	{text: "kernel died", kind: premise, reason: "the notebook kernel died with its state: restart and replan"},
	{text: "the sandbox was not found", kind: premise, reason: "the code sandbox the steps run in is gone (timed out or killed): create a new one and replan"},
	// The E2B SDKs' own texts for a sandbox past its lifetime: the suffix
	// formatSandboxTimeoutError adds to every 502 and gRPC Unavailable
	// ("<status>: This error is likely due to sandbox timeout. You can
	// modify the sandbox timeout by passing 'timeoutMs' ..."; the SDK's
	// TimeoutException doc: "The unavailable exception type is caused by
	// sandbox timeout") and the stream that broke when the sandbox died
	// ("The sandbox was killed or reached its end of life while the
	// request was in flight."). Waiting brings no sandbox back (set 1470).
	// The request's own timeout ("likely due to exceeding
	// 'requestTimeoutMs'", "Request timed out") stays transient.
	{text: "likely due to sandbox timeout", kind: premise, reason: "the code sandbox the steps run in reached its timeout and is gone (E2B): create a new one and replan"},
	{text: "sandbox was killed or reached its end of life", kind: premise, reason: "the code sandbox the steps run in was killed or reached its end of life (E2B): create a new one and replan"},
	// An agent run whose saved state cannot be carried on, in the OpenAI
	// Agents SDK's own words, which name the remedy: "An accepted model
	// response could not be processed; start a new run instead of retrying
	// it" (run.py), "A tool call already executed, but its output was not
	// committed. Start a new run instead of retrying the invocation.",
	// "Start a new run instead of resuming this RunState.", "Start a new
	// run from safe input." (blocked_output.py), the Realtime session's
	// "Start a new call instead of retrying the invocation." and hosted
	// MCP approval's "Start a new request instead of retrying the
	// invocation." (tool_planning.py). A retry replays the same state: start
	// over from the goal (set 1808). Selenium's "Could not start a new
	// session" is a failure to start, not this remedy, and keeps its reading.
	{text: "start a new run instead of", kind: premise, reason: "the agent run's saved state cannot be continued or retried: start a new run and replan"},
	{text: "start a new run from safe input", kind: premise, reason: "the agent run's saved state cannot be continued or retried: start a new run and replan"},
	{text: "start a new call instead of retrying", kind: premise, reason: "the agent run's saved state cannot be continued or retried: start a new call and replan"},
	{text: "start a new request instead of retrying", kind: premise, reason: "the agent run's saved state cannot be continued or retried: start a new request and replan"},
	{text: "kernel does not exist", kind: premise, reason: "the notebook kernel is gone: start one and replan"},
	// Puppeteer's ProtocolError "Target closed." and a WebDriver session
	// that ended (Selenium InvalidSessionIdException "invalid session
	// id"): the same closed page or browser.
	{text: "target closed", kind: premise, reason: "the browser page the steps act on is closed: open a new one and replan"},
	{text: "invalid session id", kind: premise, reason: "the WebDriver session is gone: start a new one and replan"},
	// A page whose renderer crashed, taking the page (and ChromeDriver's
	// session) with it: ChromeDriver's "unknown error: session deleted
	// because of page crash\nfrom tab crashed", Playwright's "Target
	// crashed" and Puppeteer's "Page crashed!". "unknown error" is
	// WebDriver's catch-all; the words say the page is gone (set 1469).
	{text: "session deleted because of page crash", kind: premise, reason: "the browser tab crashed and its WebDriver session was deleted: start a new one and replan"},
	{text: "tab crashed", kind: premise, reason: "the browser tab crashed: open a new page and replan"},
	{text: "target crashed", kind: premise, reason: "the browser page crashed: open a new page and replan"},
	{text: "page crashed!", kind: premise, reason: "the browser page crashed: open a new page and replan"},
	// A frame the steps hold a handle to, detached from its page by a
	// navigation or a removed iframe: Puppeteer's "Attempted to use
	// detached Frame '<id>'." and "Navigating frame was detached",
	// Playwright's "Frame was detached" and "Navigating frame was
	// detached!", pyppeteer's NetworkError of the same words. The handle is
	// dead for good: find the frame again on the current page and replan
	// (set 913). A git "detached HEAD" is not a frame and keeps its reading.
	{text: "detached frame", kind: premise, reason: "the frame the steps act on was detached from its page: find it again and replan"},
	{text: "frame was detached", kind: premise, reason: "the frame the steps act on was detached from its page: find it again and replan"},
	// A browser tool asked to act with no page open at all: Playwright
	// MCP's "No open pages available. Use the \"browser_navigate\" tool to
	// navigate to a page first.", a CDP or rod helper's "No open pages
	// found", a wrapper's "Browser not launched. Call launch() first.". The
	// page the step rests on was never opened or is gone: open one and
	// replan (set 658).
	{text: "no open pages available", kind: premise, reason: "the browser has no page open for the step to act on: open one and replan"},
	{text: "no open pages found", kind: premise, reason: "the browser has no page open for the step to act on: open one and replan"},
	{text: "browser not launched", kind: premise, reason: "the browser the step acts on was never launched: launch it and replan"},
	// A coordination session that held the caller's locks and ephemeral
	// keys, ended by its TTL or a failed health check: Consul's KV acquire
	// "rpc error making call: invalid session \"<id>\"" (a 500 from the
	// agent) and go-zookeeper's ErrSessionExpired "zk: session has been
	// expired by the server". Its locks are gone with it: create a new
	// session and replan (set 579).
	{text: "invalid session \"", kind: premise, reason: "the coordination session the lock rests on is gone (TTL or health check): create a new one and replan"},
	{text: "session has been expired by the server", kind: premise, reason: "the coordination session and its ephemeral nodes are gone: create a new one and replan"},
	// Set 468: a browser automation's element lookup that found nothing for
	// its selector, in each tool's words: Puppeteer's page.click/type/hover
	// "No element found for selector: #x", Puppeteer's and Playwright's
	// $eval "failed to find element matching selector", WebdriverIO's
	// "because element wasn't found", Cypress's "Expected to find element:
	// ..., but never found it", Capybara's ElementNotFound "Unable to find
	// css". The selector parsed and the page loaded; the page does not hold
	// what the plan assumed (WebDriver's "no such element", webdriver.go):
	// re-read the page and replan. Several matches (Playwright's strict
	// mode) and a malformed selector keep their readings.
	{text: "no element found for selector", kind: premise, reason: "the page holds no element matching the selector: re-read the page and replan"},
	{text: "failed to find element matching selector", kind: premise, reason: "the page holds no element matching the selector: re-read the page and replan"},
	{text: "because element wasn't found", kind: premise, reason: "the page holds no element matching the selector: re-read the page and replan"},
	{text: "but never found it", kind: premise, reason: "the page never showed an element matching the selector: re-read the page and replan"},
	// Set 1667: chromedp's query error when a selector matched nothing
	// (query.go "selector %q did not return any nodes", with AtLeast(0) or
	// after the element's wait): the same lookup miss, premise.
	{text: "\" did not return any nodes", kind: premise, reason: "the page holds no node matching the selector (chromedp): re-read the page and replan"},
	// Set 1667: an element handle whose node the page has since removed
	// (Puppeteer ElementHandle "Node is detached from document", Playwright
	// "Element is not attached to the DOM"), as WebDriver's stale element
	// reference: query the element again on the current page and replan.
	{text: "node is detached from document", kind: premise, reason: "the element handle points at a node the page removed: query it again and replan"},
	{text: "element is not attached to the dom", kind: premise, reason: "the element handle points at a node the page removed: query it again and replan"},
	{text: "capybara::elementnotfound", kind: premise, reason: "the page holds no element matching the selector: re-read the page and replan"},
})
