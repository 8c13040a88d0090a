package classify

import "testing"

// First run at c578abe0: 23/31 overall, 9/17 tricky.
func TestIndependentCases1256(t *testing.T) {
	runIndependent(t, "testdata/independent1256.jsonl", false)
}

// TestGeneralise1256BotCheckUnderAny4xx: a bot-check page under a 4xx
// other than 403 and 429 (AWS WAF's CAPTCHA comes as a 405), and one
// whose excerpt starts at its <title>, is denied; a 405 without such a
// page and the Google 429 stay as they read.
func TestGeneralise1256BotCheckUnderAny4xx(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "waf captcha 405", protocol: "http", status: 405, msg: `<!DOCTYPE html><html><head><title>Human Verification</title></head><body><noscript>In order to continue, you need to verify that you're not a robot by solving a CAPTCHA puzzle.</noscript></body></html>`, want: denied},
		{name: "captcha 400", protocol: "http", status: 400, msg: `<html><body><h2>Please verify you are a human</h2><div id="px-captcha"></div></body></html>`, want: denied},
		{name: "title excerpt 503", protocol: "http", status: 503, msg: `<title>Just a moment...</title> Checking if the site connection is secure shop.example.org needs to review the security of your connection before proceeding.`, want: denied},
		{name: "near miss: plain 405", protocol: "http", status: 405, msg: `<html><head><title>405 Not Allowed</title></head><body><center><h1>405 Not Allowed</h1></center><hr><center>nginx</center></body></html>`, want: invalid},
		{name: "near miss: plain 503 title", protocol: "http", status: 503, msg: `<title>503 Service Temporarily Unavailable</title> The server is temporarily unable to service your request.`, want: transient},
	})
}

// TestGeneralise1256UserAgentRequired: a 403 that asks for a User-Agent
// header is the request's own fault (invalid); a plain 403 stays denied.
func TestGeneralise1256UserAgentRequired(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "wikimedia", protocol: "http", status: 403, msg: "Please set a user-agent and respect our robot policy https://w.wiki/4wJS. See also https://phabricator.wikimedia.org/T400119.", want: invalid},
		{name: "github admin rules", protocol: "http", status: 403, msg: "Request forbidden by administrative rules. Please make sure your request has a User-Agent header (https://docs.github.com/en/rest/overview/resources-in-the-rest-api#user-agent-required). Check https://developer.github.com for other possible causes.", want: invalid},
		{name: "near miss: forbidden robot policy", protocol: "http", status: 403, msg: "Your access has been blocked for violating our robot policy.", want: denied},
	})
}
