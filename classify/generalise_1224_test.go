package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at bbb039d2: 27/32 overall, 10/14 tricky.
func TestIndependentCases1224(t *testing.T) {
	runIndependent(t, "testdata/independent1224.jsonl", false)
}

// TestGeneralise1224ACRLock holds Azure Container Registry's refusal on a
// locked registry, repository or image (writeEnabled or deleteEnabled
// false): the object's attribute, premise, in docker's, az's, the JSON
// body's and go-containerregistry's renderings; ACR's other DENIED and 403
// refusals stay denied.
func TestGeneralise1224ACRLock(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "docker push to a locked repository", protocol: "http", status: 403, code: "DENIED", msg: "denied: The operation is disallowed on this registry, repository or image.", want: rung.KindPremise},
		{name: "az acr delete of a locked image", msg: "Error: The operation is disallowed on this registry, repository or image.", want: rung.KindPremise},
		{name: "OCI JSON body", protocol: "http", status: 403, msg: `{"errors":[{"code":"DENIED","message":"The operation is disallowed on this registry, repository or image."}]}`, want: rung.KindPremise},
		{name: "go-containerregistry text", msg: "PUT https://w1224reg.azurecr.io/v2/w1224/api/manifests/v2: DENIED: The operation is disallowed on this registry, repository or image.", want: rung.KindPremise},
		// Near misses: refusals of the caller, not of the object.
		{name: "generic DENIED text", msg: "PUT https://w1224reg.azurecr.io/v2/w1224/api/manifests/v2: DENIED: requested access to the resource is denied", want: rung.KindDenied},
		{name: "docker denied", protocol: "http", status: 403, code: "DENIED", msg: "denied: requested access to the resource is denied", want: rung.KindDenied},
		{name: "ACR firewall", protocol: "http", status: 403, code: "DENIED", msg: "denied: client with IP '203.0.113.24' is not allowed access. Refer https://aka.ms/acr/firewall to grant access.", want: rung.KindDenied},
	})
}
