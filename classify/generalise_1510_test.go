package classify

import "testing"

// First run at 71246efc: 19/24 overall, 13/17 tricky.
// Tolerated: i1510-k8s-insufficient-gpu: premise vs transient (ruling, placement.go noPlacement and docs/taxonomy.md, sets 615 and 764): a FitError with a zero count reads premise, the capacity the plan assumed is not in the cluster; the label read the pending pod as a wait for a GPU to free.
// Tolerated: i1510-k8s-untolerated-taint: premise vs invalid (ruling, placement.go noPlacement names "a tolerated taint" among the constraints): the label read the missing toleration as the pod spec's own argument to repair.
func TestIndependentCases1510(t *testing.T) {
	runIndependent(t, "testdata/independent1510.jsonl", true, "i1510-k8s-insufficient-gpu", "i1510-k8s-untolerated-taint")
}

// TestGeneralise1510Stockout: a cloud provider's own words for a pool out
// of the machines asked for (GCE ZONE_RESOURCE_POOL_EXHAUSTED, Lambda
// Cloud's insufficient-capacity launch code, RunPod, EC2, Azure, OCI,
// fly.io) read transient whatever status or gRPC code carries them: a 400
// (Lambda Cloud's launch API) or UNKNOWN (Cirrus CI relaying GCE) does not
// make a stockout a wrong request or an unknown. Quotas, a scheduler's
// refusal on the caller's own cluster and the caller's own dedicated host
// keep their kinds (stockout.go; Lambda Cloud API error model
// ApiErrorInsufficientCapacity; cirruslabs/cirrus-ci-docs#131).
func TestGeneralise1510Stockout(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"lambda 400 envelope", "http", 400, "", `{"error": {"code": "instance-operations/launch/insufficient-capacity", "message": "Not enough capacity to fulfill launch request.", "suggestion": "Choose another region"}}`, transient},
		{"lambda global code", "http", 400, "", `{"error": {"code": "global/insufficient-capacity", "message": "Not enough capacity."}}`, transient},
		{"capacity with regions", "http", 400, "", `Not enough capacity to fulfill launch request. Regions with capacity available: nyc2`, transient},
		{"oci out of host capacity 400", "http", 400, "", `{"code": "InternalError", "message": "Out of host capacity."}`, transient},
		{"runpod under 400", "http", 400, "", `{"errors":[{"message":"There are no longer any instances available with the requested specifications. Please refresh and try again."}]}`, transient},
		{"gce under grpc unknown", "grpc", 0, "UNKNOWN", `Failed to start: UNKNOWN: ZONE_RESOURCE_POOL_EXHAUSTED_WITH_DETAILS The zone 'projects/p/zones/us-central1-f' does not have enough resources available to fulfill the request. '(resource type:compute)'.`, transient},
		{"gce plain under grpc unknown", "grpc", 0, "UNKNOWN", `ZONE_RESOURCE_POOL_EXHAUSTED: The zone 'projects/p/zones/us-central1-a' does not have enough resources available to fulfill the request. Try a different zone, or try again later.`, transient},
		{"azure zonal under grpc unknown", "grpc", 0, "UNKNOWN", `Code="ZonalAllocationFailed" Message="Allocation failed. We do not have sufficient capacity for the requested VM size in this zone."`, transient},
		// near misses
		{"lambda quota code", "http", 400, "", `{"error": {"code": "global/quota-exceeded", "message": "Quota exceeded."}}`, premise},
		{"gpu quota under unknown", "grpc", 0, "UNKNOWN", `Quota 'NVIDIA_A100_GPUS' exceeded. Limit: 0.0 in region us-central1.`, premise},
		{"dedicated host", "aws", 400, "InsufficientCapacityOnHost", `Dedicated host h-04cdeb3857121b990 has insufficient capacity to launch the instances in this request.`, invalid},
		{"cart capacity", "http", 400, "", `{"message":"The cart does not have enough capacity for the items"}`, invalid},
		{"plain unknown", "grpc", 0, "UNKNOWN", `unexpected EOF`, unk},
	})
}

// TestGeneralise1510UnboundClaims: Kubernetes' volume binding plugin's
// "pod has unbound immediate PersistentVolumeClaims", which it returns as
// UnschedulableAndUnresolvable until the PV controller binds the claims
// (kubernetes pkg/scheduler/framework/plugins/volumebinding), reads
// premise with or without the FitError count: the volume the pod rests on
// is not there. A claim that already exists stays conflict.
func TestGeneralise1510UnboundClaims(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"scheduler log", "", 0, "", `error selecting node for pod: pod has unbound immediate PersistentVolumeClaims`, premise},
		{"filter plugin event", "", 0, "", `error while running "VolumeBinding" filter plugin for pod "mysql-0": pod has unbound immediate PersistentVolumeClaims`, premise},
		{"fit error", "", 0, "", `0/2 nodes are available: pod has unbound immediate PersistentVolumeClaims. preemption: 0/2 nodes are available: 2 Preemption is not helpful for scheduling.`, premise},
		{"claim exists", "http", 409, "", `persistentvolumeclaims "data-mysql-0" already exists`, conflict},
	})
}
