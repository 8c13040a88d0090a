package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 5f1f4371: 22/37 overall, 4/14 tricky.
func TestIndependentCases1260(t *testing.T) {
	runIndependent(t, "testdata/independent1260.jsonl", false)
}

// TestGeneralise1260ChromiumHangUp holds Chromium's net errors for a server
// that closed the connection before any answer (set 1260), and near misses
// that keep their readings.
func TestGeneralise1260ChromiumHangUp(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "chromedp empty response", msg: "page load error net::ERR_EMPTY_RESPONSE", want: rung.KindTransient},
		{name: "wrapped empty response", msg: "navigate http://127.0.0.1:41877/w1260/status: page load error net::ERR_EMPTY_RESPONSE", want: rung.KindTransient},
		{name: "puppeteer connection closed", msg: "net::ERR_CONNECTION_CLOSED at http://127.0.0.1:41877/w1260/status", want: rung.KindTransient},
		{name: "redirect loop stays premise", msg: "page load error net::ERR_TOO_MANY_REDIRECTS", want: rung.KindPremise},
		{name: "dns stays premise", msg: "page load error net::ERR_NAME_NOT_RESOLVED", want: rung.KindPremise},
		{name: "blocked by client stays denied", msg: "page load error net::ERR_BLOCKED_BY_CLIENT", want: rung.KindDenied},
	})
}
