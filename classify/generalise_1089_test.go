package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at c9552006: 31/32 overall, 18/19 tricky.
func TestIndependentCases1089(t *testing.T) {
	runIndependent(t, "testdata/independent1089.jsonl", true)
}

// TestGeneralise1089: a write whose object version is stale (the stale-copy
// ruling, premise), also when the vendor sends it as a validation status
// (Square's 400 VERSION_MISMATCH "Object version does not match latest
// database version."); near misses that share the words keep their kinds.
func TestGeneralise1089(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Square 400 catalog object version stale", "http", 400, "VERSION_MISMATCH", `{"errors":[{"category":"INVALID_REQUEST_ERROR","code":"VERSION_MISMATCH","detail":"Object version does not match latest database version.","field":"version"}]}`, rung.KindPremise},
		{"Square 400 order version stale, bare detail", "http", 400, "", `Object version does not match latest database version.`, rung.KindPremise},
		{"Vault KV v2 400 check-and-set", "http", 400, "", `{"errors":["check-and-set parameter did not match the current version"]}`, rung.KindPremise},
		{"Contentful 409 VersionMismatch", "http", 409, "VersionMismatch", `{"sys":{"type":"Error","id":"VersionMismatch"},"requestId":"abc123"}`, rung.KindPremise},
		{"Confluence 409 version must be incremented", "http", 409, "", `{"statusCode":409,"message":"com.atlassian.confluence.api.service.exceptions.ConflictException: Version must be incremented on update. Current version is: 7"}`, rung.KindPremise},
		{"Microsoft Graph 409 ErrorIrresolvableConflict", "http", 409, "ErrorIrresolvableConflict", `{"error":{"code":"ErrorIrresolvableConflict","message":"The send or update operation could not be performed because the change key passed in the request does not match the current change key for the item."}}`, rung.KindPremise},
		{"HAPI FHIR 409 not the current version", "http", 409, "", `HAPI-0989: Trying to update Encounter/123/_history/4 but this is not the current version`, rung.KindPremise},
		{"Cloud Run 409 version specified", "http", 409, "", `Conflict for resource 'orders-api': version '5' was specified but current version is '6'.`, rung.KindPremise},
		// Near misses: an API version the caller sent, a duplicate create,
		// Kubernetes' optimistic-lock race.
		{"near miss: 400 api_version_mismatch stays invalid", "http", 400, "", `{"error":"api_version_mismatch","message":"API version 2019-01-01 is not supported"}`, rung.KindInvalid},
		{"near miss: Elasticsearch 409 document already exists stays conflict", "http", 409, "version_conflict_engine_exception", `{"error":{"type":"version_conflict_engine_exception","reason":"[1]: version conflict, document already exists (current version [1])"},"status":409}`, rung.KindConflict},
		{"near miss: Kubernetes 409 object modified stays transient", "http", 409, "Conflict", `Operation cannot be fulfilled on deployments.apps "web": the object has been modified; please apply your changes to the latest version and try again`, rung.KindTransient},
	})
}
