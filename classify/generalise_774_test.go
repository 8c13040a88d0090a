package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases774 runs held-out set 774: enterprise back-office systems (Salesforce, SAP, NetSuite, Dataverse, ServiceNow, Workday), labelled blind.
// First run at 0ce6153: 24/36 overall, 8/19 tricky.
// i774-snow-data-policy and i774-snow-invalid-table pass since set 1321 (servicenow.go serviceNowError: a data policy exception is invalid under 403; "Invalid table x" in ServiceNow's envelope is premise).
// Tolerated: i774-sf-api-disabled: denied vs premise (docs/taxonomy.md HTTP 403 row: "not enabled" is the resource's state, premise): Salesforce's API_DISABLED_FOR_ORG is an edition/permission entitlement, which reads as authority or as the org's setup; both hold.
// Tolerated: i774-sf-bulk-invalidbatch-field: invalid vs premise (generic wording "not found" reads a missing thing as premise): "Field name not found" in a Bulk CSV header is a wrong column (invalid) or a field that left the schema (premise); both hold.
// Tolerated: i774-sf-duplicate-external-id: ambiguous vs invalid (http 400: the request is wrong): (c) my label leaned on the upsert doc line; the same DUPLICATE_EXTERNAL_ID message is also sent when one request repeats an external id, which is the call's own fault, so invalid holds as well.
// Tolerated: i774-sap-bapi-material-plant: premise vs unknown: (c)/(b) pending review: a BAPIRET2 line with no protocol or status; the words "not maintained in plant" carry the master-data premise but no preset reads SAP return tables; no rule written for one wording.
// Tolerated: i774-sap-bapi-period-closed: premise vs unknown: (b) pending review: as above, "Posting period ... is not open" is a closed-period state that no preset reads in a bare BAPI return line.
// Tolerated: i774-dv-segment-notfound: invalid vs premise (http 404: the resource does not exist): an OData segment that does not resolve is a misspelt entity set (invalid) or a table not in this environment (premise); both hold.
func TestIndependentCases774(t *testing.T) {
	runIndependent(t, "testdata/independent774.jsonl", true,
		"i774-sf-api-disabled", "i774-sf-bulk-invalidbatch-field", "i774-sf-duplicate-external-id",
		"i774-sap-bapi-material-plant", "i774-sap-bapi-period-closed", "i774-dv-segment-notfound")
}

// TestGeneralise774 holds the classes set 774's misses showed: a SOAP
// fault that blames the sender under SOAP 1.1's blanket 500
// (soapfault.go), a lock another session holds named in a 4xx body
// (roomwords.go lockNowWords via worldstate.go overInvalidText), and a
// 412 whose body names a duplicate key (httppreset.go).
func TestGeneralise774(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Apache Axis2 soapenv:Client EPR not found", "", 500, "", `<soapenv:Fault><faultcode>soapenv:Client</faultcode><faultstring>The endpoint reference (EPR) for the Operation not found is http://acme774.example/services/OrderService774 and the WSA Action = null</faultstring></soapenv:Fault>`, rung.KindInvalid},
		{".NET ASMX soap:Client unable to read request", "http", 500, "", `<soap:Fault><faultcode>soap:Client</faultcode><faultstring>Server was unable to read request. ---&gt; There is an error in XML document (1, 412). ---&gt; Input string was not in a correct format.</faultstring></soap:Fault>`, rung.KindInvalid},
		{"Metro JAX-WS S:Client no dispatch method", "http", 500, "", `<S:Fault><faultcode>S:Client</faultcode><faultstring>Cannot find dispatch method for {http://acme774.example/}getOrder774</faultstring></S:Fault>`, rung.KindInvalid},
		{"Apache CXF SOAP 1.2 Sender unmarshalling", "", 500, "", `<soap:Fault><soap:Code><soap:Value>soap:Sender</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="en">Unmarshalling Error: unexpected element (uri:"", local:"order774Id"). Expected elements are &lt;{}orderId&gt;</soap:Text></soap:Reason></soap:Fault>`, rung.KindInvalid},
		// Near misses: the server's own fault stays the 500's wait; a
		// Client fault under a 401 stays the credential's.
		{"near miss: .NET soap:Server fault", "http", 500, "", `<soap:Fault><faultcode>soap:Server</faultcode><faultstring>Server was unable to process request. ---&gt; A transport-level error has occurred when receiving results from the server.</faultstring></soap:Fault>`, rung.KindTransient},
		{"near miss: SOAP Client fault under 401", "http", 401, "", `<SOAP-ENV:Fault><faultcode>SOAP-ENV:Client</faultcode><faultstring>Invalid username or password for tenant acme774</faultstring></SOAP-ENV:Fault>`, rung.KindDenied},

		{"Salesforce Apex REST DmlException UNABLE_TO_LOCK_ROW under 400", "http", 400, "", `[{"errorCode":"APEX_ERROR","message":"System.DmlException: Update failed. First exception on row 0 with id 0015g00000Acc776AAA; first error: UNABLE_TO_LOCK_ROW, unable to obtain exclusive access to this record: []\n\nClass.InvoiceSync774.doPost: line 44, column 1"}]`, rung.KindTransient},
		{"SAP MM material lock under 400", "http", 400, "", `{"error":{"code":"M3/897","message":{"lang":"en","value":"The material RAW774 is currently being processed by user BATCH774"}}}`, rung.KindTransient},
		{"SAP SD billing document lock under 400", "http", 400, "", `{"error":{"code":"VF/024","message":{"lang":"en","value":"Billing document 90077401 is currently being processed (by user JDOE774)"}}}`, rung.KindTransient},
		{"MySQL NOWAIT relayed by a REST layer under 409", "http", 409, "", `{"error":"Statement aborted because lock(s) could not be acquired immediately and NOWAIT is set.","table":"invoice774"}`, rung.KindTransient},
		{"near miss: SAP document missing under 400", "http", 400, "", `{"error":{"code":"V1/302","message":{"lang":"en","value":"SD document 7740998 is not in the database or has been archived"}}}`, rung.KindPremise},

		{"Dataverse 0x80040237 under 412", "http", 412, "0x80040237", `{"error":{"code":"0x80040237","message":"Cannot insert duplicate key."}}`, rung.KindConflict},
		{"SQL Server duplicate key relayed under 412", "http", 412, "", `{"message":"Cannot insert duplicate key row in object 'dbo.Invoice774' with unique index 'IX_Invoice774_Number'. The duplicate key value is (INV-774-0040)."}`, rung.KindConflict},
		{"near miss: Dataverse stale RowVersion 412", "http", 412, "0x80060882", `{"error":{"code":"0x80060882","message":"The version of the existing record doesn't match the RowVersion property provided."}}`, rung.KindPremise},
	})
}
