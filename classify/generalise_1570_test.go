package classify

import "testing"

// First run at 552d55cc: 32/36 overall, 12/16 tricky.
func TestIndependentCases1570(t *testing.T) {
	runIndependent(t, "testdata/independent1570.jsonl", true)
}

// TestGeneralise1570KalturaException: Kaltura API v3 answers HTTP 200 with
// a KalturaAPIException object, JSON or XML, whose code decides
// (kaltura/server KalturaErrors.php): the session codes (MISSING_KS,
// INVALID_KS "Invalid KS ..., Error ...") are the credential, denied,
// though "missing" and "invalid" read as arguments; a service or action
// the API does not have is the request's name, invalid, though "does not
// exists" reads as a missing object; SERVICE_FORBIDDEN is the role,
// denied; a deleted or blocked partner is the account's state, premise.
// Near misses: a *_NOT_FOUND code keeps premise, a validation code keeps
// invalid, and the same codes without Kaltura's envelope are not read by
// the table.
func TestGeneralise1570KalturaException(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"invalid ks expired", "http", 200, "", `{"code":"INVALID_KS","message":"Invalid KS \"djJ8MTAwfA==\", Error \"-2,EXPIRED\"","objectType":"KalturaAPIException","args":{"KSID":"djJ8MTAwfA=="}}`, denied},
		{"missing ks", "http", 200, "MISSING_KS", `{"code":"MISSING_KS","message":"Missing KS, session not established","objectType":"KalturaAPIException","args":[]}`, denied},
		{"invalid ks xml", "http", 200, "", `<?xml version="1.0" encoding="utf-8"?><xml><result><error><objectType>KalturaAPIException</objectType><code>INVALID_KS</code><message>Invalid KS "abc", Error "-1,INVALID_STR"</message></error></result></xml>`, denied},
		{"service forbidden", "http", 200, "", `{"code":"SERVICE_FORBIDDEN","message":"The access to service [baseentry->delete] is forbidden","objectType":"KalturaAPIException","args":{"SERVICE":"baseentry->delete"}}`, denied},
		{"partner deleted", "http", 200, "", `{"code":"SERVICE_FORBIDDEN_PARTNER_DELETED","message":"The access to this service is forbidden since the specified partner is deleted","objectType":"KalturaAPIException","args":[]}`, premise},
		{"service does not exist", "http", 200, "", `{"code":"SERVICE_DOES_NOT_EXISTS","message":"Service \"medias\" does not exists","objectType":"KalturaAPIException","args":{"SRV_NAME":"medias"}}`, invalid},
		{"action does not exist", "http", 200, "", `{"code":"ACTION_DOES_NOT_EXISTS","message":"Action \"gett\" does not exists for service \"media\"","objectType":"KalturaAPIException","args":{}}`, invalid},
		// near misses
		{"entry not found keeps premise", "http", 200, "", `{"code":"ENTRY_ID_NOT_FOUND","message":"Entry id \"1_zz\" not found","objectType":"KalturaAPIException","args":{"ENTRY_ID":"1_zz"}}`, premise},
		{"category not found keeps premise", "http", 200, "", `{"code":"CATEGORY_NOT_FOUND","message":"Category id \"42\" not found","objectType":"KalturaAPIException","args":{}}`, premise},
		{"missing parameter keeps invalid", "http", 200, "", `{"code":"MISSING_MANDATORY_PARAMETER","message":"Missing parameter \"entry:mediaType\"","objectType":"KalturaAPIException","args":{"PARAM_NAME":"entry:mediaType"}}`, invalid},
		{"not kaltura: service does not exist", "http", 404, "", `{"code":"SERVICE_DOES_NOT_EXISTS","message":"Service \"billing\" does not exist"}`, premise},
	})
}

// TestGeneralise1570BrightcoveNotAvailable: Brightcove's error body is a
// list of {"error_code","message"}; its 403 NOT_AVAILABLE "Resource is not
// available." is documented as a temporary condition while the video is
// processed (CMS and SSAI error references, apis.support.brightcove.com):
// transient, not authority. Near misses: Brightcove's other codes keep
// their readings, and "not available" outside Brightcove's list keeps the
// 403's denied; Acuity's lower-case not_available (a slot) keeps premise.
func TestGeneralise1570BrightcoveNotAvailable(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"cms 403 not available", "http", 403, "", `[{"error_code":"NOT_AVAILABLE","message":"Resource is not available."}]`, transient},
		{"not available pretty", "http", 403, "NOT_AVAILABLE", "[\n  {\n    \"error_code\": \"NOT_AVAILABLE\",\n    \"message\": \"Resource is not available.\"\n  }\n]", transient},
		// near misses
		{"resource not found", "http", 404, "", `[{"error_code":"RESOURCE_NOT_FOUND","message":"Resource does not exist."}]`, premise},
		{"too many requests", "http", 429, "", `[{"error_code":"TOO_MANY_REQUESTS","message":"Too many requests"}]`, transient},
		{"unauthorized", "http", 401, "", `[{"error_code":"UNAUTHORIZED","message":"Permission denied."}]`, denied},
		{"other api 403 not available", "http", 403, "", `{"error":"Forbidden","message":"Resource is not available."}`, denied},
		{"acuity slot", "http", 400, "not_available", `{"status_code": 400, "message": "The time \"2026-12-08T10:00:00-0800\" is not an available time slot.", "error": "not_available"}`, premise},
	})
}
