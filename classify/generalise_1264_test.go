package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at b6cbfb57: 37/41 overall, 14/17 tricky.
// Fixed since: i1264-httpx-redirect-login (signinredirect.go reads httpx's
// "Redirect location:" line), i1264-aiohttp-disconnected (generic.go
// retryWords, "Server disconnected").
// Tolerated: i1264-sqla-unique-update: conflict vs invalid (taxonomy's SQLSTATE row: "23505 ... conflict (23505 while building a unique index ... premise)"): the quoted [SQL: UPDATE ...] shows a rename colliding with another row, not the step's own create already done; no set has ruled on a 23505 raised by an UPDATE, and invalid against premise is open, so the reading is left to a ruling.
// Tolerated: i1264-pydantic-json-eof: invalid vs ambiguous (set 1067: "serde_json \"EOF while parsing an object at line 3 column 0\" ... invalid: the text handed to the parser is incomplete or not that format"): pydantic's json_invalid uses the same words for an LLM's output cut off mid-value, as set 412 tolerated too; the text does not carry whose output it was.
func TestIndependentCases1264(t *testing.T) {
	runIndependent(t, "testdata/independent1264.jsonl", true, "i1264-sqla-unique-update", "i1264-pydantic-json-eof")
}

// TestGeneralise1264HttpxRedirectLocation: httpx's HTTPStatusError for a 3xx
// names the target on its own line, "Redirect location: '<url>'"; a sign-in
// page there reads denied as a Location header's does, and any other target
// keeps the status's reading.
func TestGeneralise1264HttpxRedirectLocation(t *testing.T) {
	const more = "\nFor more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/"
	runWordingCases(t, []wordingCase{
		{name: "302 to an SSO login", protocol: "http", status: 302, msg: "httpx.HTTPStatusError: Redirect response '302 Found' for url 'https://app.example.com/api/v1/items'\nRedirect location: 'https://sso.example.com/login?next=%2Fapi%2Fv1%2Fitems'" + more + "302", want: rung.KindDenied},
		{name: "307 to oauth2-proxy", protocol: "http", status: 307, msg: "Redirect response '307 Temporary Redirect' for url 'https://grafana.example.com/api/dashboards/uid/x1'\nRedirect location: 'https://grafana.example.com/oauth2/start?rd=%2Fapi%2Fdashboards'" + more + "307", want: rung.KindDenied},
		{name: "303 to a relative sign-in path", protocol: "http", status: 303, msg: "httpx.HTTPStatusError: Redirect response '303 See Other' for url 'https://ci.example.com/job/w1264/build'\nRedirect location: '/login?from=%2Fjob%2Fw1264%2Fbuild'" + more + "303", want: rung.KindDenied},
		{name: "302 elsewhere stays transient", protocol: "http", status: 302, msg: "httpx.HTTPStatusError: Redirect response '302 Found' for url 'https://api.example.com/v1/export'\nRedirect location: 'https://cdn.example.com/exports/e1.csv'" + more + "302", want: rung.KindTransient},
		{name: "login only in the query stays transient", protocol: "http", status: 302, msg: "httpx.HTTPStatusError: Redirect response '302 Found' for url 'https://api.example.com/v1/r'\nRedirect location: 'https://api.example.com/v1/r/?from=login'" + more + "302", want: rung.KindTransient},
		{name: "303 to a result stays conflict", protocol: "http", status: 303, msg: "httpx.HTTPStatusError: Redirect response '303 See Other' for url 'https://api.example.com/v1/orders'\nRedirect location: 'https://api.example.com/v1/orders/17'" + more + "303", want: rung.KindConflict},
	})
}

// TestGeneralise1264ServerDisconnected: aiohttp's ServerDisconnectedError,
// as a traceback's last line or as str(exc) alone, reads transient, as
// httpx's "Server disconnected without sending a response"; an MQTT
// client's "server disconnected" with a reason code keeps the code's reading.
func TestGeneralise1264ServerDisconnected(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "traceback line", msg: "aiohttp.client_exceptions.ServerDisconnectedError: Server disconnected", want: rung.KindTransient},
		{name: "str(exc) logged", msg: "fetch https://api.example.com/v1/items failed: Server disconnected", want: rung.KindTransient},
		{name: "class name only", protocol: "http", msg: "ServerDisconnectedError()", want: rung.KindTransient},
		{name: "mqtt session taken over stays premise", msg: "server disconnected w1264-edge-2: reason 142: Another Connection using the same ClientID has connected causing this Connection to be closed.", want: rung.KindPremise},
		{name: "mqtt packet too large stays invalid", msg: "server disconnected w1264-cam-4: reason 149: The packet size is greater than Maximum Packet Size for this Client or Server.", want: rung.KindInvalid},
	})
}
