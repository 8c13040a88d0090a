package classify

import "testing"

// First run at b2ee4799: 32/36 overall, 16/19 tricky.
func TestIndependentCases1532(t *testing.T) {
	runIndependent(t, "testdata/independent1532.jsonl", true)
}

// TestGeneralise1532ClosedBooks: books closed or locked up to a date
// refuse a posting dated inside them, in Sage Intacct's words ("Periods are
// closed ... within a period that's been closed") and Xero's lock date
// ("The document date cannot be before the end of year lock date,
// currently set at ..."): the organisation's state, premise, as
// QuickBooks' "Account Period Closed" (set 1185; appwords.go). A lock date
// or a period the call itself sets keeps invalid.
func TestGeneralise1532ClosedBooks(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"intacct periods closed", "", 0, "", "Periods are closed.  Your transaction date (03/31/2020) is within a period that's been closed.  You can add, modify, or delete a transaction only if the date of the transaction is within a period that's open.", premise},
		{"xero end of year lock", "http", 400, "", "<ValidationErrors><ValidationError><Message>The document date cannot be before the end of year lock date, currently set at 30-Jun-2024</Message></ValidationError></ValidationErrors>", premise},
		{"xero period lock json", "http", 400, "", `{"ErrorNumber":10,"Type":"ValidationException","Message":"A validation exception occurred","Elements":[{"ValidationErrors":[{"Message":"The document date cannot be before the period lock date"}]}]}`, premise},
		{"on or before lock date", "http", 422, "", `{"error":"Transactions dated on or before the lock date cannot be created"}`, premise},
		{"closed period posting", "", 0, "", "cannot post journal: the date falls in a closed period", premise},
		{"near: lock date argument", "http", 400, "", `{"ErrorNumber":10,"Type":"ValidationException","Message":"A validation exception occurred","Elements":[{"ValidationErrors":[{"Message":"LockDate must be a valid date"}]}]}`, invalid},
		{"near: date range", "http", 400, "", `{"Elements":[{"ValidationErrors":[{"Message":"The document date cannot be before 1900-01-01"}]}]}`, invalid},
		{"near: period arguments", "http", 422, "", `{"error":"Period end date must be after period start date"}`, invalid},
	})
}

// TestGeneralise1532GustoCategories: Gusto's error categories
// (docs.gusto.com/embedded-payroll/docs/error-categories) by the remedy the
// page gives: a 404 deprecated_endpoint is the call's own target (invalid,
// not a missing record), invalid_api_version the header's form,
// missing_permissions a scope or agreement the app lacks,
// third_party_service_unavailable a wait (errorcategory.go). A category
// the table does not hold leaves the status and message to decide.
func TestGeneralise1532GustoCategories(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"deprecated endpoint", "http", 404, "", `{"errors":[{"error_key":"request","category":"deprecated_endpoint","message":"The requested endpoint is no longer supported in the requested API version."}]}`, invalid},
		{"api version", "http", 406, "", "{\"errors\":[{\"error_key\":\"request\",\"category\":\"invalid_api_version\",\"message\":\"Invalid API Version `2024-13-01`. Expected format: YYYY-MM-DD\"}]}", invalid},
		{"missing permissions", "http", 404, "", `{"errors":[{"error_key":"request","category":"missing_permissions","message":"This endpoint is part of Gusto Embedded. Please contact us if you'd like to use it for production."}]}`, denied},
		{"third party", "http", 503, "", `{"errors":[{"error_key":"base","category":"third_party_service_unavailable","message":"The provider is temporarily unavailable. Our team has been alerted. Please try again later."}]}`, transient},
		{"near: missing record", "http", 404, "", `{"errors":[{"error_key":"payroll","category":"not_found","message":"Payroll not found"}]}`, premise},
		{"near: attribute value", "http", 422, "", `{"errors":[{"error_key":"rate","category":"invalid_attribute_value","message":"Rate must be greater than 0"}]}`, invalid},
	})
}

// TestGeneralise1532NumberTaken: a create refused because the number that
// is its record's identity is held (QuickBooks 6140, an invoice number in
// use) is conflict, as a version code already used (set 768); the
// lead's ruling after sets 790 and 1532, whose blind labels agree. A
// single-use code or link "already used", a count ("number of") and a
// number held "by another" account keep their readings.
func TestGeneralise1532NumberTaken(t *testing.T) {
	qbo := `{"Fault":{"Error":[{"Message":"Duplicate Document Number Error","Detail":"Duplicate Document Number Error : You must specify a different number. This number has already been used. DocNumber=1001 is assigned to TxnType=Invoice with TxnId=145","code":"6140","element":""}],"type":"ValidationFault"},"time":"2024-01-01T00:00:00.000-08:00"}`
	runWordingCases(t, []wordingCase{
		{"qbo 6140", "http", 400, "", qbo, conflict},
		{"qbo 6140, text only", "", 0, "", "Duplicate Document Number Error : You must specify a different number. This number has already been used.", conflict},
		{"order number used", "http", 422, "", `{"error":"Order number was already used for order 5531"}`, conflict},
		{"near miss: verification code", "http", 400, "", `{"message":"This verification code has already been used."}`, premise},
		{"near miss: link", "http", 400, "", `{"message":"This link has already been used."}`, premise},
		{"near miss: count", "http", 400, "", `{"message":"The maximum number of retries has already been used."}`, premise},
		{"near miss: held by another", "http", 400, "", `{"message":"This phone number is already in use by another account."}`, premise},
	})
}
