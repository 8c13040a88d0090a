package classify

import "testing"

// First run at e0b4deca: 23/36 overall, 9/20 tricky (22/32 on the 32 lines
// left after the lead dropped four that repeat set 1311's messages with
// other JSON spacing: gusto-frozen-payroll, -holiday-policy-exists,
// -no-employees and -delete-onboarded).
// Fixed by class: i1597-gusto-stale-version, i1597-gusto-tos-migration (Gusto's invalid_resource_version and migration_blocker categories, errorcategory.go); i1597-workday-auth-fault (a SOAP fault code naming a refused identity, soapfault.go soapIdentityCode); i1597-finch-paystatement-202 (an inner 202 Accepted in a 2xx and the ask "check back later", hrstate.go stillSyncing, generic.go weakRetryWords); i1597-gusto-holiday-policy-exists, i1597-gusto-holiday-policy-missing, i1597-gusto-no-employees, i1597-gusto-payroll-processing, i1597-gusto-delete-onboarded (record-state refusals under a generic 422, hrstate.go); i1597-personio-attendance-partial (rows reported one by one, some applied, hrstate.go rowsPartlyApplied); i1597-gusto-nested-disbursement ("payment method" as a request field, not billing, generic.go).
// Tolerated: i1597-gusto-unfunded-payments: invalid vs premise (one-off): "FundingMethod has unfunded payments" under a DELETE names dependents that block the removal, but with no refusal verb and a class name as subject; nothing generalises from it without reading every "X has <adjective> <things>" as a block.
// Tolerated: i1597-gusto-payroll-cannot-cancel: invalid vs premise (one-off): a bare "Payroll cannot be canceled." names no state; Gusto uses the same 422 shape for argument errors ("Hours cannot be negative."), so a bare "<noun> cannot be <verb>ed" is no state marker.
func TestIndependentCases1597(t *testing.T) {
	runIndependent(t, "testdata/independent1597.jsonl", true, "i1597-gusto-unfunded-payments", "i1597-gusto-payroll-cannot-cancel")
}

func gustoBody(cat, msg string) string {
	return `{"errors":[{"error_key":"base","category":"` + cat + `","message":"` + msg + `"}]}`
}

// TestGeneralise1597ErrorCategories: Gusto's invalid_resource_version is
// the stale-copy ruling and its migration_blocker a setup blocker, as
// payroll_blocker (docs.gusto.com error-categories; the API reference's
// Unprocessable-Entity examples). Only the category field counts: the
// same words in prose, and the generic invalid_operation, leave the
// message to decide.
func TestGeneralise1597ErrorCategories(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"stale version", "http", 422, "", gustoBody("invalid_resource_version", "You are attempting to update a resource using an out-of-date version."), premise},
		{"stale version, other wording", "http", 422, "", gustoBody("invalid_resource_version", "Supplied Version (abc) is invalid."), premise},
		{"stale version under 409", "http", 409, "", gustoBody("invalid_resource_version", "Supplied Version (abc) is invalid."), premise},
		{"migration blocker", "http", 422, "", gustoBody("migration_blocker", "Terms of service must be accepted by a company payroll admin."), premise},
		{"near miss: category word only in prose", "http", 422, "", gustoBody("invalid_attribute_value", "migration_blocker is not a valid filter"), invalid},
		{"near miss: generic invalid_operation keeps the message's reading", "http", 422, "", gustoBody("invalid_operation", "There is an error in the request body."), invalid},
	})
}

// TestGeneralise1597SOAPIdentityCode: a SOAP fault whose code names a
// refused identity (Workday's Client.authenticationError, WS-Security 1.1
// section 12's FailedAuthentication and InvalidSecurityToken) is denied
// under SOAP 1.1's HTTP 500; a Client.validationError stays invalid and a
// plain Server fault keeps the 500's reading.
func TestGeneralise1597SOAPIdentityCode(t *testing.T) {
	env := func(code, s string) string {
		return `<SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/"><SOAP-ENV:Body><SOAP-ENV:Fault><faultcode>` + code + `</faultcode><faultstring>` + s + `</faultstring></SOAP-ENV:Fault></SOAP-ENV:Body></SOAP-ENV:Envelope>`
	}
	runWordingCases(t, []wordingCase{
		{"workday authenticationError", "soap", 500, "", env("SOAP-ENV:Client.authenticationError", "invalid username or password"), denied},
		{"authorizationError subcode", "soap", 500, "", env("SOAP-ENV:Client.authorizationError", "The task submitted is not authorized."), denied},
		{"ws-security FailedAuthentication", "soap", 500, "", env("wsse:FailedAuthentication", "The security token could not be authenticated or authorized"), denied},
		{"ws-security InvalidSecurityToken", "", 500, "", env("wsse:InvalidSecurityToken", "An invalid security token was provided"), denied},
		{"near miss: validationError stays invalid", "soap", 500, "", env("SOAP-ENV:Client.validationError", "Invalid ID value. 'X1' is not a valid ID value for type Employee_ID"), invalid},
		{"near miss: server fault keeps the 500", "soap", 500, "", env("SOAP-ENV:Server", "java.lang.NullPointerException"), transient},
	})
}

// TestGeneralise1597CheckBackLater: the author's ask to come back later
// (Finch's data_sync_in_progress "... are being fetched. Please check back
// later.") is a wait, and a 2xx whose body or batch item is an inner 202
// Accepted is the data not fetched yet (developer.tryfinch.com Handling
// API Responses). A wrong argument that also says "check back later"
// stays invalid; an inner 404 item keeps its own reading.
func TestGeneralise1597CheckBackLater(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"finch company 202 body under 200", "http", 200, "", `{"code":202,"name":"accepted","finch_code":"data_sync_in_progress","message":"The company data is being fetched. Please check back later."}`, transient},
		{"finch batch item 202", "http", 200, "", `{"responses":[{"individual_id":"a1","code":202,"body":{"code":202,"name":"accepted","finch_code":"data_sync_in_progress","message":"The data being requested is being fetched. Please check back later."}}]}`, transient},
		{"bare ask", "", 0, "", "Your report is not ready yet. Please check back shortly.", transient},
		{"near miss: invalid argument with the ask", "http", 400, "", "Invalid date format for start_date; fix it and check back later.", invalid},
		{"near miss: batch item 404", "http", 200, "", `{"responses":[{"individual_id":"a1","code":404,"body":{"name":"not_found_error","code":404,"finch_code":"individual_not_found","message":"The individual with id 'a1' could not be found"}}]}`, premise},
	})
}

// TestGeneralise1597RecordStateRefusals: an HR or payroll API's refusal
// for the record's state under a generic 422 (Gusto's invalid_operation
// examples in its API reference): an owner that already has its one
// thing is conflict; a missing thing the author asks to create first, an
// empty set the act would run over, a record in a processing run that
// refuses a change, and a change refused for an object named by its end
// state are premise. Near misses keep their readings.
func TestGeneralise1597RecordStateRefusals(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"already has a policy", "http", 422, "", gustoBody("invalid_operation", "Company already has a holiday pay policy."), conflict},
		{"already has a role", "http", 422, "", `{"message":"User already has a role in this workspace."}`, conflict},
		{"near miss: already has an active run", "http", 409, "", `{"message":"Thread already has an active run."}`, transient},
		{"near miss: already has a pending event", "http", 422, "", `{"id":"unprocessable_entity","message":"Droplet already has a pending event."}`, transient},
		{"does not have, create one", "http", 422, "", gustoBody("invalid_operation", "Company does not have a holiday pay policy, please create one"), premise},
		{"has no, create one first", "http", 400, "", `{"error":"Project has no environment; create one first"}`, premise},
		{"near miss: bad key with create ask", "http", 401, "", `{"error":"Invalid API key, please create one in settings"}`, denied},
		{"no employees to run payroll", "http", 422, "", gustoBody("invalid_operation", "There are no employees to run payroll for in the selected pay period."), premise},
		{"no hours to sync", "http", 422, "", gustoBody("invalid_operation", "There are no hours to sync to payroll for the selected pay period."), premise},
		{"being processed refuses update", "http", 422, "", gustoBody("invalid_operation", "This payroll is being processed and cannot be updated at this time."), premise},
		{"being processed refuses edit", "http", 400, "", `{"error":"The invoice is currently being processed and cannot be edited."}`, premise},
		{"onboarded employee delete", "http", 422, "", gustoBody("invalid_operation", "Cannot delete onboarded employee"), premise},
		{"archived project edit", "http", 400, "", `{"error":"Cannot edit archived project"}`, premise},
		{"near miss: state is the act's own", "http", 409, "", `{"error":"Cannot cancel cancelled order"}`, conflict},
		{"near miss: required is no state", "http", 400, "", `{"error":"Cannot delete required field"}`, invalid},
	})
}

// TestGeneralise1597RowsPartlyApplied: an error body that reports each
// row with its own "success", some true, is a partial success whatever
// the status (Personio's 400 on POST /company/attendances, whose
// detailed_message gives the inserted row its id): ambiguous. Every row
// refused is no partial success.
func TestGeneralise1597RowsPartlyApplied(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"personio attendance rows", "http", 400, "", `{"success":false,"error":{"code":400,"message":"Error when trying to insert Attendances periods rows","detailed_message":[{"success":true,"error_msg":null,"id":7},{"success":false,"error_msg":"Existing overlapping attendances periods","id":null}]}}`, ambiguous},
		{"rows under 422", "http", 422, "", `{"success":false,"rows":[{"success": true,"id":1},{"success": false,"error":"date is invalid"}]}`, ambiguous},
		{"near miss: every row refused", "http", 400, "", `{"success":false,"error":{"code":400,"message":"Error when trying to insert Attendances periods rows","detailed_message":[{"success":false,"error_msg":"Existing overlapping attendances periods","id":null}]}}`, invalid},
	})
}

// TestGeneralise1597PaymentMethodField: "payment method" as a field of the
// request under a validation predicate or quoted as a value (Gusto's
// nested 422) is an argument, not the account's billing; the billing
// wording ("add a payment method", a declined one) keeps premise.
func TestGeneralise1597PaymentMethodField(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"must be one of", "http", 422, "", `{"errors":[{"error_key":"payment_method","category":"invalid_attribute_value","message":"Payment method must be one of: Direct Deposit, Check."}]}`, invalid},
		{"quoted value", "http", 422, "", `{"errors":[{"error_key":"payment_status","category":"invalid_attribute_value","message":"Payment status is not valid for payment method 'InvalidMethod'."}]}`, invalid},
		{"near miss: add a payment method", "http", 402, "", `{"error":"Please add a payment method to continue."}`, premise},
	})
}
