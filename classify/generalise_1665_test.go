package classify

import "testing"

// First run at 9c3e7cca: 25/36 overall, 10/20 tricky.
func TestIndependentCases1665(t *testing.T) {
	runIndependent(t, "testdata/independent1665.jsonl", true)
}

// HMRC Income Tax MTD rule codes in the {"code","message"} body (CIS
// Deductions, Individual Losses, Reliefs error models): a tax year out of
// the API's range, not yet ended, a period not ended or a year past its
// amendment window are premise; an unknown Gov-Test-Scenario is invalid
// (codes.go serviceCodes). Near misses: the format and range codes keep
// invalid, the VAT codes of set 1579 keep theirs.
func TestGeneralise1665HMRCIncomeTaxRules(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"tax year not supported", "http", 400, "RULE_TAX_YEAR_NOT_SUPPORTED", `{"code":"RULE_TAX_YEAR_NOT_SUPPORTED","message":"The tax year specified does not lie within the supported range"}`, premise},
		{"tax year not supported, body only", "http", 400, "", `{"code":"RULE_TAX_YEAR_NOT_SUPPORTED","message":"The specified tax year is not supported. Either the tax year specified is before the minimum tax year value, or it is after the maximum tax year value."}`, premise},
		{"tax year not ended", "http", 400, "", `{"code":"RULE_TAX_YEAR_NOT_ENDED","message":"The submission has been made before the tax year has ended"}`, premise},
		{"period not ended", "http", 400, "", `{"code":"RULE_PERIOD_NOT_ENDED","message":"The relevant accounting period has not yet ended"}`, premise},
		{"outside amendment window", "http", 400, "", `{"code":"RULE_OUTSIDE_AMENDMENT_WINDOW","message":"You are outside the amendment window"}`, premise},
		{"gov test scenario", "http", 400, "", `{"code":"RULE_INCORRECT_GOV_TEST_SCENARIO","message":"The Gov-Test-Scenario was not found"}`, invalid},
		{"near miss: tax year format", "http", 400, "", `{"code":"FORMAT_TAX_YEAR","message":"The provided tax year is invalid"}`, invalid},
		{"near miss: tax year range", "http", 400, "", `{"code":"RULE_TAX_YEAR_RANGE_INVALID","message":"Tax year range invalid. A tax year range of one year is required"}`, invalid},
		{"near miss: VAT duplicate", "http", 403, "", `{"code":"BUSINESS_ERROR","message":"Business validation error","errors":[{"code":"DUPLICATE_SUBMISSION","message":"The VAT return was already submitted for the given period."}]}`, conflict},
	})
}

// A limit said spent "for today" (GOV.UK Notify's 429 TooManyRequestsError
// "Exceeded send limits (N) for today"): the day's allowance, premise, as
// "daily" (periodwords.go limitForToday). Near misses: Notify's per-minute
// RateLimitError and a "for today" with no limit word before it stay
// transient.
func TestGeneralise1665LimitForToday(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"notify send limits", "http", 429, "", `{"status_code": 429, "errors": [{"error": "TooManyRequestsError", "message": "Exceeded send limits (50) for today"}]}`, premise},
		{"notify python client text", "", 429, "", `429 - [{'error': 'TooManyRequestsError', 'message': 'Exceeded send limits (LIMIT NUMBER) for today'}]`, premise},
		{"quota for today", "http", 429, "", `{"error":"Your quota for today has been used up"}`, premise},
		{"near miss: notify rate limit", "http", 429, "", `{"status_code": 429, "errors": [{"error": "RateLimitError", "message": "Exceeded rate limit for key type TEAM of 3000 requests per 60 seconds"}]}`, transient},
		{"near miss: for today without a limit", "http", 429, "", `{"error":"Too many requests for today's export, slow down and retry shortly"}`, transient},
	})
}

// GOV.UK Notify's BadRequestError wordings for a key type or a trial-mode
// service that bounds who may be sent to (denied), and a service feature
// not yet set up (premise), both under 400 (generic.go). Near misses:
// Notify's ValidationError texts stay invalid, its AuthError denied.
func TestGeneralise1665NotifyKeyBounds(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"team-only key", "http", 400, "", `{"status_code": 400, "errors": [{"error": "BadRequestError", "message": "Can't send to this recipient using a team-only API key"}]}`, denied},
		{"team key letters", "http", 400, "", `{"status_code": 400, "errors": [{"error": "BadRequestError", "message": "Can't send letters with a team API key"}]}`, denied},
		{"trial mode", "http", 400, "", `{"status_code": 400, "errors": [{"error": "BadRequestError", "message": "Can't send to this recipient when service is in trial mode - see https://www.notifications.service.gov.uk/trial-mode"}]}`, denied},
		{"files not set up", "http", 400, "", `{"status_code": 400, "errors": [{"error": "BadRequestError", "message": "Send files by email has not been set up - add contact details for your service at https://www.notifications.service.gov.uk/services/x/service-settings/send-files-by-email"}]}`, premise},
		{"near miss: postcode", "http", 400, "", `{"status_code": 400, "errors": [{"error": "ValidationError", "message": "Must be a real UK postcode"}]}`, invalid},
		{"near miss: required property", "http", 400, "", `{"status_code": 400, "errors": [{"error": "ValidationError", "message": "personalisation address_line_1 is a required property"}]}`, invalid},
		{"near miss: key not found", "http", 403, "", `{"status_code": 403, "errors": [{"error": "AuthError", "message": "Invalid token: API key not found"}]}`, denied},
	})
}

// IRS MeF rejects: the rule number as the code and the rule text as the
// message (mefrule.go). A TIN of a previously accepted return is conflict,
// a value that must match the e-File database invalid, software that must
// have passed testing denied. Near misses: another rule's constraint keeps
// invalid, and "previously accepted" without a rule number (a botocore
// waiter) keeps its own reading.
func TestGeneralise1665MeFRules(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"duplicate TIN", "", 0, "R0000-902-01", "Taxpayer TIN in the Return Header must not be the same as a TIN of a previously accepted electronic return for the return type and tax period indicated in the tax return.", conflict},
		{"dependent name control", "", 0, "R0000-504-02", "Each 'DependentSSN' and the corresponding 'DependentNameControlTxt' that has a value in 'DependentDetail' in the return must match the SSN and Name Control in the e-File database.", invalid},
		{"primary name control", "", 0, "R0000-500-01", "'PrimarySSN' and 'PrimaryNameControlTxt' in the Return Header must match the e-File database.", invalid},
		{"spouse name control", "", 0, "R0000-503-02", "Spouse SSN and Spouse Name Control in the return must match the e-File database.", invalid},
		{"software id", "", 0, "R0000-904-03", "Software ID in the Return Header must have passed testing for the form family and 'TaxYr'.", denied},
		{"near miss: another rule", "", 0, "F1040-071", "Form 1040, 'TotalIncomeAmt' must be equal to the sum of all income amounts.", invalid},
		{"near miss: waiter", "", 0, "", "Waiter BucketExists failed: Max attempts exceeded. Previously accepted state: Matched expected HTTP status code: 404", premise},
	})
}

// A VIES check-vat-number answer that worked but withholds the trader's
// name and address ("---"): ambiguous (viesfault.go
// viesUnpublishedTrader). Near misses: "---" beside valid false and a
// userError keeps the fault's reading (set 1579).
func TestGeneralise1665VIESUnpublishedTrader(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"rest, full", "http", 200, "", `{"countryCode":"DE","vatNumber":"811569869","requestDate":"2026-12-07T00:00:00.000Z","valid":true,"requestIdentifier":"","name":"---","address":"---","traderName":"---","traderCompanyType":"---"}`, ambiguous},
		{"rest, short", "http", 200, "", `{"countryCode": "ES", "vatNumber": "B12345678", "requestDate": "2026-12-07", "valid": true, "name": "---", "address": "---"}`, ambiguous},
		{"near miss: user error", "http", 200, "", `{"countryCode":"BE","vatNumber":"0123456749","requestDate":"2026-09-12+02:00","valid":false,"name":"---","address":"---","userError":"MS_MAX_CONCURRENT_REQ"}`, transient},
	})
}
