package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneraliseAskLater checks a service's ask to come back later with
// other words between "try" and "later", and curl's proxy resolution failure
// read as its host resolution failure; neighbours keep their kinds.
func TestGeneraliseAskLater(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Azure Storage, 409 ContainerBeingDeleted (Blob service error codes).
		{"azure container being deleted", "http", 409, "ContainerBeingDeleted", `<?xml version="1.0" encoding="utf-8"?><Error><Code>ContainerBeingDeleted</Code><Message>The specified container is being deleted. Try operation later.
RequestId:5c4b3a29-0000-0000-0000-000000000000</Message></Error>`, rung.KindTransient},
		{"a 409 asking to try later", "http", 409, "", `{"message":"The share is being restored. Please try later."}`, rung.KindTransient},
		{"text asking to try the operation later", "", 0, "", "service busy: please try the operation later", rung.KindTransient},
		// curl's exit 5 and 6 read alike.
		{"curl could not resolve proxy", "", 0, "", "exit status 5: curl: (5) Could not resolve proxy: proxy.corp.acme.com", rung.KindTransient},
		{"curl could not resolve host", "", 0, "", "curl: (6) Could not resolve host: api.example.com", rung.KindTransient},
		// Neighbours: a 409 for a name taken stays conflict; a wrong call
		// that also says "try later" stays invalid.
		{"a 409 name taken", "http", 409, "ContainerAlreadyExists", "The specified container already exists.", rung.KindConflict},
		{"invalid json then try later", "http", 400, "", `{"error":"Invalid JSON body: fix it and try later"}`, rung.KindInvalid},
	})
}
