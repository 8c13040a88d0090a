package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases119 runs testdata/independent119.jsonl, 35 failures an
// agent's ordinary web-fetch and file-saving tools met live on a normal day
// (labelled before the classifier was run, 18 tricky): Go's net/http client
// against a Go httptest JSON API (RFC 9457 problem documents, 401/403/404/
// 409/415/422/429/500/503, an OAuth token endpoint's 400 invalid_grant, a
// monthly quota's 429, a redirect loop and a redirect to a login page, a body
// cut short, a body that stalls past Client.Timeout, HTML or the wrong shape
// where JSON was expected, as encoding/json reports it), nginx 1.22 (403
// deny, 413, 502, 504, 410, a client certificate it requires, a self-signed
// certificate), a refused connection, a .invalid host, and Go's os package
// saving the result (a missing directory, a directory as the file name, a
// name too long, EACCES, EEXIST).
//
// First run, at 5fb6e35: 31/35, tricky 14/18. The classes fixed:
//   - a JSON decoder's error over a 2xx answer (Go's "invalid character '<'
//     looking for beginning of value", "json: cannot unmarshal ...",
//     "unexpected end of JSON input" after a 200, and the same in requests',
//     fetch's, reqwest's and Jackson's words) read invalid, as if the call's
//     own JSON were refused: the call ran and its answer is unusable,
//     ambiguous (undecodable.go undecodable2xx); the same words under a 4xx
//     or 5xx, with no status, or over JSON the text names as arguments (a
//     tool's or a model's tool call, sets 3 and 89), keep their readings;
//   - a sign-in page in place of the answer (a 2xx HTML form with a password
//     input, reached by following a redirect to /login: Go's own server,
//     Django admin, WordPress, Keycloak, Jenkins) read unknown: denied, as a
//     401 (signinpage.go).
func TestIndependentCases119(t *testing.T) {
	runIndependent(t, "testdata/independent119.jsonl", true)
}

func TestGeneralise119(t *testing.T) {
	const (
		T = rung.KindTransient
		I = rung.KindInvalid
		P = rung.KindPremise
		D = rung.KindDenied
		A = rung.KindAmbiguous
	)
	runWordingCases(t, []wordingCase{
		// A 2xx answer the client's JSON decoder refused: ambiguous.
		// Go encoding/json (scanner.go SyntaxError, decode.go
		// UnmarshalTypeError), the set's lines.
		{"go html where json was due (the set's line)", "http", 200, "", "invalid character '<' looking for beginning of value", A},
		{"go unmarshal type (the set's line)", "http", 200, "", "json: cannot unmarshal string into Go struct field .total of type float64", A},
		{"go truncated document (the set's line)", "http", 200, "", "unexpected end of JSON input", A},
		{"go wrapped by a tool", "http", 200, "", "decode GET https://api.example.com/v1/invoices/inv_1: invalid character '<' looking for beginning of value", A},
		// Python requests Response.json(): requests/exceptions.py
		// JSONDecodeError over json/decoder.py's "Expecting value".
		{"requests JSONDecodeError", "http", 200, "", "requests.exceptions.JSONDecodeError: Expecting value: line 1 column 1 (char 0)", A},
		// fetch's Response.json() in Node/V8 (message-template.h kJsonParseUnexpectedTokenShortString).
		{"node fetch json()", "http", 200, "", `SyntaxError: Unexpected token '<', "<!DOCTYPE "... is not valid JSON`, A},
		// reqwest Response::json: "error decoding response body" over serde_json's Error.
		{"reqwest serde_json", "http", 200, "", "error decoding response body: expected value at line 1 column 1", A},
		// Jackson ObjectMapper.readValue on an HTML body.
		{"jackson", "http", 200, "", "com.fasterxml.jackson.core.JsonParseException: Unexpected character ('<' (code 60)): expected a valid value (JSON String, Number, Array, Object or token 'null', 'true' or 'false')", A},
		// Neighbours: the same words as a server's refusal of the
		// request's JSON stay invalid (400, a 500 over a POST, set 46),
		// a tool's own arguments with no status stay invalid (set 3), a
		// stdio MCP server's junk stays premise (set 41), and a JSON
		// error document under 200 keeps its own reading.
		{"go server 400 over the request body", "http", 400, "", "invalid character 'x' looking for beginning of value\n", I},
		{"500 over a POST body (set 46)", "http", 500, "", "tool web.fetch: POST http://127.0.0.1:44935/v1/invoices: 500 Internal Server Error\ninvalid character ']' looking for beginning of value", I},
		{"decode arguments, no status (set 3)", "go", 0, "", "decode arguments: json: cannot unmarshal string into Go struct field SearchArgs.limit of type int", I},
		{"mcp stdio junk (set 41)", "mcp", 0, "", `connection closed: calling "initialize": client is closing: invalid character 'S' looking for beginning of value`, P},
		// A model's tool-call arguments that do not parse, under the
		// completion's 200, stay the call's (set 89, invalid).
		{"openai-go tool call arguments under 200", "openai", 200, "", "tool call get_weather (call_Qx7aVb2): decoding arguments: invalid character 'c' looking for beginning of value", I},
		{"anthropic-sdk-go tool input under 200", "anthropic", 200, "", "failed to parse tool input: json: cannot unmarshal string into Go struct field weatherInput.days of type int", I},
		{"slack 200 ok:false invalid_auth", "http", 200, "invalid_auth", `{"ok":false,"error":"invalid_auth"}`, D},
		// A sign-in page in place of the answer: denied.
		{"go httptest login page (the set's line)", "http", 200, "", "<!DOCTYPE html>\n<html><head><title>Sign in</title></head><body><form method=\"post\" action=\"/login\"><label>Email <input name=\"email\"></label><label>Password <input type=\"password\" name=\"password\"></label><button>Sign in</button></form></body></html>\n", D},
		// Django contrib/admin/templates/admin/login.html (AuthenticationForm's PasswordInput).
		{"django admin login", "http", 200, "", `<!DOCTYPE html><html lang="en-us" dir="ltr"><head><title>Log in | Django site admin</title></head><body class="login"><form action="/admin/login/?next=/admin/reports/" method="post" id="login-form"><input type="hidden" name="csrfmiddlewaretoken" value="x"><div class="form-row"><label class="required" for="id_username">Username:</label> <input type="text" name="username" autofocus autocapitalize="none" autocomplete="username" maxlength="150" required id="id_username"></div><div class="form-row"><label class="required" for="id_password">Password:</label> <input type="password" name="password" autocomplete="current-password" required id="id_password"><input type="hidden" name="next" value="/admin/reports/"></div><div class="submit-row"><input type="submit" value="Log in"></div></form></body></html>`, D},
		// WordPress wp-login.php login_form.
		{"wordpress wp-login", "http", 200, "", `<form name="loginform" id="loginform" action="https://blog.example.com/wp-login.php" method="post"><p><label for="user_login">Username or Email Address</label><input type="text" name="log" id="user_login" class="input" value="" size="20" autocapitalize="off" autocomplete="username" required="required" /></p><div class="user-pass-wrap"><label for="user_pass">Password</label><div class="wp-pwd"><input type="password" name="pwd" id="user_pass" class="input password-input" value="" size="20" autocomplete="current-password" spellcheck="false" required="required" /></div></div></form>`, D},
		// Keycloak themes/base/login/login.ftl.
		{"keycloak login", "http", 200, "", `<form id="kc-form-login" onsubmit="login.disabled = true; return true;" action="https://sso.example.com/realms/acme/login-actions/authenticate?session_code=abc&amp;execution=def&amp;client_id=reports&amp;tab_id=ghi" method="post"><input tabindex="1" id="username" class="pf-c-form-control" name="username" value="" type="text" autofocus autocomplete="off" /><input tabindex="2" id="password" class="pf-c-form-control" name="password" type="password" autocomplete="off" /><input tabindex="4" class="pf-c-button pf-m-primary pf-m-block btn-lg" name="login" id="kc-login" type="submit" value="Sign In"/></form>`, D},
		// Jenkins core/src/main/resources/jenkins/model/Jenkins/login.jelly.
		{"jenkins login", "http", 200, "", `<form method="post" name="login" action="j_spring_security_check"><input autocorrect="off" autocapitalize="off" type="text" name="j_username" id="j_username" placeholder="Username" class="normal" aria-label="Username"/><input name="j_password" placeholder="Password" type="password" class="normal" aria-label="Password"/><input name="Submit" type="submit" value="Sign in" class="submit-button primary "/></form>`, D},
		// Neighbours: a 2xx page with a form but no password field says
		// nothing of authority; a 404 and a 401 page keep their kinds.
		{"docs page with a search form", "http", 200, "", `<!DOCTYPE html><html><head><title>API reference</title></head><body><form action="/search" method="get"><input type="search" name="q" placeholder="Search the docs"></form><h1>Orders</h1></body></html>`, rung.KindUnknown},
		{"nginx 404 page", "http", 404, "", "<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n", P},
		{"nginx 401 page", "http", 401, "", "<html>\r\n<head><title>401 Authorization Required</title></head>\r\n<body>\r\n<center><h1>401 Authorization Required</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n", D},
		{"a connection cut mid-body stays a wait", "go", 0, "", "unexpected EOF", T},
	})
}
