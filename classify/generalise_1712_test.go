package classify

import "testing"

// First run at cb3547cc: 29/34 overall, 11/14 tricky.
// Tolerated: i1712-nokogiri-truncated: invalid vs ambiguous (ruling, the lead after set 1646): libxml2's well-formedness refusal "Premature end of data" is read as a document the agent handed a parser, to be repaired; the captured call parsed a literal the script wrote.
// Tolerated: i1712-gem-install-offline: premise vs transient (ruling, set 79): getaddrinfo's EAI_NONAME "Name or service not known" is a name that does not resolve, read premise; only "Temporary failure in name resolution" stays transient.
func TestIndependentCases1712(t *testing.T) {
	runIndependent(t, "testdata/independent1712.jsonl", true, "i1712-nokogiri-truncated", "i1712-gem-install-offline")
}

// TestGeneralise1712FaradayStatus: Ruby Faraday's raise_error middleware
// quotes the HTTP status in its message ("the server responded with status
// 409", faraday 1.x; "... status 404 for GET https://...", faraday 2.x),
// and under an exec tool the input's status is ruby's exit code, so the
// quoted number decides as an HTTP status does (clienttext.go
// faradayStatus). Faraday 1.1 raises the generic ClientError for a 429.
// Captured live, ruby 3.1.2, ruby-faraday 1.1.0; 2.x wording from
// faraday lib/faraday/response/raise_error.rb. Near misses: a 2xx or 3xx
// quoted the same way, and Faraday's NilStatusError.
func TestGeneralise1712FaradayStatus(t *testing.T) {
	const frame = "/usr/share/rubygems-integration/all/gems/faraday-1.1.0/lib/faraday/response/raise_error.rb:28:in `on_complete': "
	const from = "\n\tfrom /usr/share/rubygems-integration/all/gems/faraday-1.1.0/lib/faraday/response.rb:9:in `block in call'\n\tfrom app.rb:3:in `<main>'\nexit status 1"
	runWordingCases(t, []wordingCase{
		{"1.x 409", "exec", 1, "1", frame + "the server responded with status 409 (Faraday::ConflictError)" + from, conflict},
		{"1.x 429 client error", "exec", 1, "1", frame + "the server responded with status 429 (Faraday::ClientError)" + from, transient},
		{"1.x 503 server error", "exec", 1, "1", frame + "the server responded with status 503 (Faraday::ServerError)" + from, transient},
		{"1.x 502", "exec", 1, "1", frame + "the server responded with status 502 (Faraday::ServerError)" + from, transient},
		{"1.x 400", "exec", 1, "1", frame + "the server responded with status 400 (Faraday::BadRequestError)" + from, invalid},
		{"2.x 409 with url", "exec", 1, "1", "/var/lib/gems/3.2.0/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:38:in `on_complete': the server responded with status 409 for POST https://api.example.com/v1/customers (Faraday::ConflictError)\nexit status 1", conflict},
		{"2.x 429 no request", "exec", 1, "1", "the server responded with status 429 - method and url are not available due to include_request: false on Faraday::Response::RaiseError middleware (Faraday::TooManyRequestsError)\nexit status 1", transient},
		{"bare 504", "", 0, "", "Faraday::ServerError: the server responded with status 504", transient},
		// Near misses: a success quoted the same way, and a nil status.
		{"status 200", "exec", 1, "1", "app.rb:9:in `check': the server responded with status 200 but the job list was empty (RuntimeError)\nexit status 1", unk},
		{"nil status", "exec", 1, "1", "raise_error.rb:44:in `on_complete': http status could not be derived from the server response (Faraday::NilStatusError)\nexit status 1", unk},
	})
}
