package classify

import "testing"

// First run at 696fef53: 31/32 overall, 18/19 tricky.
func TestIndependentCases987(t *testing.T) {
	runIndependent(t, "testdata/independent987.jsonl", true)
}

// A well-formed number of a kind the channel cannot reach (a landline for
// SMS): premise, not a bad argument.
func TestGeneralise987(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"twilio-21614", "http", 400, "21614", `{"code":21614,"message":"'To' number is not a valid mobile number","status":400}`, premise},
		{"twilio-21614-sdk", "", 0, "", `HTTP 400 error: Unable to create record: 'To' number is not a valid mobile number`, premise},
		{"twilio-21612", "http", 400, "21612", `{"code":21612,"message":"The 'To' phone number: +15105550100, is not currently reachable using the 'From' phone number: +15017122661 via SMS.","status":400}`, premise},
		{"twilio-21407", "http", 400, "21407", `{"code":21407,"message":"This Phone Number type does not support SMS or MMS","status":400}`, premise},
		{"twilio-21606", "http", 400, "21606", `{"code":21606,"message":"The 'From' phone number provided is not a valid message-capable Twilio phone number for this destination.","status":400}`, premise},
		{"twilio-verify-60205", "http", 400, "60205", `{"code":60205,"message":"SMS is not supported by landline phone number","more_info":"https://www.twilio.com/docs/errors/60205","status":400}`, premise},
		// Near misses: a malformed number is the call's fault.
		{"twilio-21211-near", "http", 400, "21211", `{"code":21211,"message":"The 'To' number 555-01 is not a valid phone number.","status":400}`, invalid},
		{"twilio-21604-near", "http", 400, "21604", `{"code":21604,"message":"A 'To' phone number is required.","status":400}`, invalid},
		{"vonage-invalid-number-near", "http", 422, "", `{"type":"https://developer.nexmo.com/api-errors#invalid-param","title":"Invalid request parameters","invalid_parameters":[{"name":"to","reason":"Invalid phone number"}]}`, invalid},
	})
}
