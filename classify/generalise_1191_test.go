package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 8aa6567c: 31/33 overall, 15/17 tricky. The two misses
// (Salesforce CANNOT_UPDATE_CONVERTED_LEAD and DELETE_FAILED read invalid)
// were fixed in the Salesforce errorCode table; none tolerated, strict since.
func TestIndependentCases1191(t *testing.T) {
	runIndependent(t, "testdata/independent1191.jsonl", true)
}

// TestGeneralise1191SalesforceRecordState holds set 1191's Salesforce
// errorCodes that name the record's own state under a 400: a converted lead
// (CANNOT_UPDATE_CONVERTED_LEAD) and a delete other records still reference
// (DELETE_FAILED) are premise, in the body alone or with the code given;
// the table's neighbours keep their kinds.
func TestGeneralise1191SalesforceRecordState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"salesforce converted lead, code given", "http", 400, "CANNOT_UPDATE_CONVERTED_LEAD",
			`[{"message":"cannot reference converted lead","errorCode":"CANNOT_UPDATE_CONVERTED_LEAD","fields":[]}]`, rung.KindPremise},
		{"salesforce converted lead, body only", "http", 400, "",
			`[{"message":"cannot reference converted lead","errorCode":"CANNOT_UPDATE_CONVERTED_LEAD","fields":["Status"]}]`, rung.KindPremise},
		{"salesforce delete failed, body only", "http", 400, "",
			`[{"message":"Your attempt to delete Acme Corp could not be completed because it is associated with the following opportunities.: Acme Renewal 2027\n","errorCode":"DELETE_FAILED","fields":[]}]`, rung.KindPremise},
		{"salesforce delete failed, code given", "http", 400, "DELETE_FAILED",
			`[{"message":"Your attempt to delete Q3 Campaign could not be completed because it is associated with the following leads.: 00Q5g00000AbCdE\n","errorCode":"DELETE_FAILED","fields":[]}]`, rung.KindPremise},
		// Near misses: the table's neighbours keep their kinds.
		{"salesforce required field on a lead stays invalid", "http", 400, "",
			`[{"message":"Required fields are missing: [LastName]","errorCode":"REQUIRED_FIELD_MISSING","fields":["LastName"]}]`, rung.KindInvalid},
		{"salesforce duplicate value stays conflict", "http", 400, "",
			`[{"message":"duplicate value found: Lead_Key__c duplicates value on record with id: 00Q5g00000AbCdE","errorCode":"DUPLICATE_VALUE","fields":[]}]`, rung.KindConflict},
		{"salesforce validation rule on delete stays invalid", "http", 400, "",
			`[{"message":"Closed opportunities cannot be deleted by this integration user.","errorCode":"FIELD_CUSTOM_VALIDATION_EXCEPTION","fields":[]}]`, rung.KindInvalid},
	})
}
