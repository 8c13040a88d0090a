package classify

import "testing"

// First run at d2bafa18: 32/40 overall, 14/19 tricky.
// Tolerated: i1394-k8s-lease-stale-rv: transient vs premise (ruling): the Kubernetes ruling (codes.go k8sModifiedReason, docs/taxonomy.md) reads "the object has been modified" transient: client-go's RetryOnConflict re-reads and retries.
// Tolerated: i1394-k8s-podsecurity-hostpath: invalid vs denied (ruling): codes.go admissionPolicy and docs/taxonomy.md read a PodSecurity refusal as the spec to change, invalid.
// Tolerated: i1394-k8s-webhook-denied-noexp: invalid vs denied (ruling): the same admission-policy ruling reads a validating webhook's denial invalid.
// Tolerated: i1394-kubectl-rollout-deadline: premise vs ambiguous (ruling): set 38 reads kubectl's "exceeded its progress deadline" premise, a stuck rollout (goerr.go).
// Tolerated: i1394-helm-rollback-missing-revision: unknown vs invalid (one-off, label disputed): Helm's "release has no N version" is known nowhere; the sibling ruling for kubectl rollout undo's "unable to find specified revision" reads premise, against this label.
func TestIndependentCases1394(t *testing.T) {
	runIndependent(t, "testdata/independent1394.jsonl", true, "i1394-k8s-lease-stale-rv", "i1394-k8s-podsecurity-hostpath", "i1394-k8s-webhook-denied-noexp", "i1394-kubectl-rollout-deadline", "i1394-helm-rollback-missing-revision")
}

// TestGeneralise1394HelmAdoption: Helm refusing to adopt an object the
// chart renders that already stands in the cluster (helm pkg/action
// validate.go existingResourceConflict, Helm 3 and 4 wrappers) is the
// world already holding what the step creates, conflict, though its words
// say "invalid ownership metadata"; where the object carries another
// release's marks ("must equal ...: current value is ...") another owner
// holds it, premise.
func TestGeneralise1394HelmAdoption(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"helm3 install unmanaged", "exec", 1, "", `Error: rendered manifests contain a resource that already exists. Unable to continue with install: ServiceAccount "metrics" in namespace "monitoring" exists and cannot be imported into the current release: invalid ownership metadata; label validation error: missing key "app.kubernetes.io/managed-by": must be set to "Helm"`, conflict},
		{"helm3 upgrade unmanaged", "exec", 1, "", `Error: UPGRADE FAILED: rendered manifests contain a resource that already exists. Unable to continue with update: Secret "tls-cert" in namespace "edge" exists and cannot be imported into the current release: invalid ownership metadata; annotation validation error: missing key "meta.helm.sh/release-name": must be set to "edge"`, conflict},
		{"helm sdk go", "go", 0, "", `unable to continue with install: ClusterRole "reader" in namespace "" exists and cannot be imported into the current release: invalid ownership metadata; label validation error: missing key "app.kubernetes.io/managed-by": must be set to "Helm"`, conflict},
		{"another release owns it", "exec", 1, "", `Error: INSTALLATION FAILED: unable to continue with install: ConfigMap "settings" in namespace "shop" exists and cannot be imported into the current release: invalid ownership metadata; annotation validation error: key "meta.helm.sh/release-name" must equal "shop": current value is "shop-legacy"`, premise},
		// near misses: Helm's other refusals keep their kinds.
		{"name in use", "exec", 1, "", `Error: INSTALLATION FAILED: cannot reuse a name that is still in use`, conflict},
		{"no deployed releases", "exec", 1, "", `Error: UPGRADE FAILED: "shop" has no deployed releases`, premise},
		{"bad release name", "exec", 1, "", `Error: INSTALLATION FAILED: invalid release name, must match regex ^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$ and the length must not be longer than 53`, invalid},
	})
}

// TestGeneralise1394HelmValuesSchema: values that break a chart's
// values.schema.json (helm "values don't meet the specifications of the
// schema(s) in the following chart(s):", golden schema-negative.txt) are
// the call's own arguments, invalid, in any of Helm's commands.
func TestGeneralise1394HelmValuesSchema(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"install v4 lines", "exec", 1, "", "Error: INSTALLATION FAILED: values don't meet the specifications of the schema(s) in the following chart(s):\napi:\n- at '': missing property 'image'", invalid},
		{"upgrade v3 lines", "exec", 1, "", "Error: UPGRADE FAILED: values don't meet the specifications of the schema(s) in the following chart(s):\nweb:\n- replicaCount: Invalid type. Expected: integer, given: string", invalid},
		{"template", "exec", 1, "", "Error: values don't meet the specifications of the schema(s) in the following chart(s):\nworker:\n- at '/resources/limits': additional properties 'cpus' not allowed", invalid},
		// near miss: a chart whose dependencies were never fetched stays premise.
		{"missing subcharts", "exec", 1, "", "Error: an error occurred while checking for chart dependencies. You may need to run 'helm dependency build' to fetch missing dependencies: found in Chart.yaml, but missing in charts/ directory: mysql", premise},
	})
}

// TestGeneralise1394KustomizeDuplicateID: kustomize's build refusals
// about its own input (api/resmap "may not add resource with an already
// registered id", the accumulator's "behavior must be merge or replace")
// are the kustomization declaring one object twice, invalid, not an
// object already in the world; a bare "already registered" stays conflict.
func TestGeneralise1394KustomizeDuplicateID(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"kubectl kustomize", "exec", 1, "", `error: accumulating resources: accumulation err='merging resources from 'deployment.yaml': may not add resource with an already registered id: Deployment.v1.apps/frontend.web': must build at directory: '/repo/k8s/overlays/dev/deployment.yaml': file is not directory`, invalid},
		{"kustomize bare", "exec", 1, "", `Error: may not add resource with an already registered id: Deployment.v1.apps/web.[noNs]`, invalid},
		{"go api", "go", 0, "", `may not add resource with an already registered id: StatefulSet.v1.apps/my-sts.[noNs]`, invalid},
		{"generator behavior", "exec", 1, "", `Error: merging from generator &{0xc000 <nil>}: id resid.ResId{Gvk:resid.Gvk{Group:"", Version:"v1", Kind:"ConfigMap"}, Name:"app-env", Namespace:""} exists; can not use behavior: 'create', behavior must be merge or replace`, invalid},
		// near misses: things already registered in the world stay conflict.
		{"email registered", "http", 409, "", `{"error":"This email is already registered"}`, conflict},
		{"runner registered", "exec", 1, "", `ERROR: Runner "build-01" is already registered`, conflict},
	})
}
