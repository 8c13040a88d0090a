package classify

import "testing"

// First run at df64b8f4: 18/24 overall, 8/12 tricky.
// Tolerated: i1561-twilio-30003-unreachable: premise vs transient (ruling): the lead's set 682 ruling reads Twilio 30003 "Unreachable destination handset" premise (worldstate.go standingWords, docs/taxonomy.md); Twilio's page calls the handset "temporarily unreachable" and first suggests a retry.
// Tolerated: i1561-telnyx-stop-block: premise vs denied (ruling): the opt-out ruling (sets 399, 1447, stated.go) reads a recipient's STOP premise; the label read the carrier's compliance block as a policy refusal.
func TestIndependentCases1561(t *testing.T) {
	runIndependent(t, "testdata/independent1561.jsonl", true, "i1561-twilio-30003-unreachable", "i1561-telnyx-stop-block")
}

// TestGeneralise1561SMPPBinds: an SMS account's cap on simultaneous SMPP
// binds (connections) is a wait, as a database's "too many connections"
// is: Vonage SMS status 10 "Too Many Existing Binds", whose resolution is
// "Back-off and retry" (developer.vonage.com/api-errors/sms). The rest of
// Vonage's in-200 status table keeps its kinds, and "too many" said of the
// call's own items stays invalid.
func TestGeneralise1561SMPPBinds(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"vonage status 10 in a 200", "http", 200, "10", `{"message-count":"1","messages":[{"to":"447700900000","status":"10","error-text":"Too Many Existing Binds"}]}`, transient},
		{"smpp bind cap bare", "go", 0, "", "smpp: bind refused: too many binds for system_id acme", transient},
		{"vonage gloss", "http", 0, "", "The number of simultaneous connections to the platform exceeds your account allocation.", transient},
		{"near: vonage throttled", "http", 200, "1", `{"message-count":"1","messages":[{"status":"1","error-text":"Throttled"}]}`, transient},
		{"near: vonage quota", "http", 200, "9", `{"message-count":"1","messages":[{"status":"9","error-text":"Partner Quota Violation"}]}`, premise},
		{"near: vonage missing params", "http", 200, "2", `{"message-count":"1","messages":[{"status":"2","error-text":"Missing Parameters"}]}`, invalid},
		{"near: too many recipients", "http", 400, "", `{"error":"too many recipients in one request"}`, invalid},
	})
}

// TestGeneralise1561Landline: a number that cannot take SMS at all (a
// landline) is premise whichever words name it; Twilio's delivery error
// 30006 "Landline or unreachable carrier" joins 21614's and Telnyx's
// 40001 (twilio.com/docs/api/errors/30006). A carrier said to be down for
// now stays a wait.
func TestGeneralise1561Landline(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"twilio 30006 title", "http", 0, "30006", "Landline or unreachable carrier", premise},
		{"twilio 30006 gloss", "http", 0, "", "Your message was sent to a landline, or an unreachable carrier for this phone number type.", premise},
		{"callback body", "http", 200, "", `{"MessageStatus":"undelivered","ErrorCode":"30006","ErrorMessage":"Landline or unreachable carrier"}`, premise},
		{"near: carrier temporarily unavailable", "http", 0, "40006", "Carrier temporarily unavailable", transient},
		{"near: landline kept by its other words", "http", 400, "21614", `{"code":21614,"message":"'To' number is not a valid mobile number","status":400}`, premise},
	})
}

// TestGeneralise1561StopOptOut: a recipient who replied STOP is the
// opt-out the stated-state table reads premise (Twilio 21610); Telnyx
// words it 40300 "Blocked due to STOP message"
// (developers.telnyx.com/docs/messaging/messages/error-codes) under a 400
// that otherwise reads as a malformed request. A malformed to address and
// a STOP message that failed to send keep their kinds.
func TestGeneralise1561StopOptOut(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"telnyx 40300 body", "http", 400, "40300", `{"errors":[{"code":"40300","title":"Blocked due to STOP message","detail":"Messages cannot be sent due to an existing block rule."}]}`, premise},
		{"wrapped", "go", 0, "", "telnyx: 400 Bad Request: Blocked due to STOP message", premise},
		{"article form", "", 0, "", "message rejected: recipient blocked due to a STOP message", premise},
		{"near: telnyx invalid to", "http", 400, "40310", `{"errors":[{"code":"40310","title":"Invalid 'to' address","detail":"The 'to' address should be a single valid number."}]}`, invalid},
		{"near: stop message failed to send", "go", 0, "", "send stop message to worker: dial tcp 10.0.0.5:7000: connect: connection refused", transient},
	})
}

// TestGeneralise1561AccessKey: a credential named by its parameter,
// "incorrect access_key" (MessageBird's error 2 "Request not allowed
// (incorrect access_key)", which its Go SDK renders with no status), is
// denied as "incorrect api key" is; the "not allowed" around it is no
// argument refusal.
func TestGeneralise1561AccessKey(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go sdk", "go", 0, "", "API returned an error: code: 2, description: Request not allowed (incorrect access_key), parameter: access_key", denied},
		{"bare", "", 0, "", "Request not allowed (incorrect access_key)", denied},
		{"spaced", "http", 400, "", `{"error":"incorrect access key supplied"}`, denied},
		{"invalid access_key", "go", 0, "", "ipstack: invalid access_key", denied},
		{"near: parameter not allowed", "http", 400, "", `{"error":"parameter not allowed: colour"}`, invalid},
	})
}

// TestGeneralise1561NoValidRecipients: "no (correct) recipients found" or
// "no valid recipients" says the recipients the call itself listed all
// failed the check (MessageBird's error 9 with parameter "recipients",
// Postfix's "no valid recipients"): an argument to repair, not a world
// with nothing in it. "No X were found" without the qualifier, and a valid
// license or credential not found, keep their readings.
func TestGeneralise1561NoValidRecipients(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"messagebird sms", "http", 422, "9", `{"errors":[{"code":9,"description":"no (correct) recipients found","parameter":"recipient"}]}`, invalid},
		{"go sdk", "go", 0, "", "API returned an error: code: 9, description: no (correct) recipients found, parameter: recipients", invalid},
		{"valid phone numbers", "http", 400, "", `{"message":"No valid phone numbers were found in the list"}`, invalid},
		{"smtp", "smtp", 0, "554", "554 5.5.1 Error: no valid recipients", invalid},
		{"near: no container instances", "aws", 400, "InvalidParameterException", "No Container Instances were found in your cluster.", premise},
		{"near: no valid license", "http", 403, "", `{"error":"No valid license was found for this feature"}`, denied},
	})
}
