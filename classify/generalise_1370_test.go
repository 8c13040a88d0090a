package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 36ccada8: 31/34 overall, 10/12 tricky.
func TestIndependentCases1370(t *testing.T) {
	runIndependent(t, "testdata/independent1370.jsonl", false)
}

// TestGeneralise1370CkanValidation: CKAN's action API sends every schema
// failure of a call as a 409 whose envelope's "__type" is "Validation
// Error"; the call is wrong (invalid), nothing in the world conflicts.
// Field messages that say more keep their readings, and a 409 without
// CKAN's marker stays conflict.
func TestGeneralise1370CkanValidation(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"datastore_create without resource_id", "http", 409, "", `{"help":"https://demo.ckan.org/api/3/action/help_show?name=datastore_create","error":{"resource_id":["Missing value"],"__type":"Validation Error"},"success":false}`, rung.KindInvalid},
		{"package_create, malformed tags", "http", 409, "", `{"help": "http://ckan:5000/api/3/action/help_show?name=package_create", "success": false, "error": {"__type": "Validation Error", "tags": ["Tag \"a > b\" must be alphanumeric characters or symbols: -_."]}}`, rung.KindInvalid},
		{"resource_create, bad url", "http", 409, "", `{"success": false, "error": {"__type": "Validation Error", "url": ["Please provide a valid URL"]}}`, rung.KindInvalid},
		// Near misses: the field messages decide, and the marker is needed.
		{"name already in use", "http", 409, "", `{"success":false,"error":{"name":["That URL is already in use."],"__type":"Validation Error"}}`, rung.KindConflict},
		{"owner_org missing", "http", 409, "", `{"success":false,"error":{"owner_org":["Organization does not exist"],"__type":"Validation Error"}}`, rung.KindPremise},
		{"409 with no CKAN marker", "http", 409, "", `{"code":409,"message":"Validation Error"}`, rung.KindConflict},
		{"CKAN authorization error", "http", 403, "", `{"success":false,"error":{"message":"Access denied","__type":"Authorization Error"}}`, rung.KindDenied},
	})
}
