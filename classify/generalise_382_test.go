package classify

import "testing"

// TestIndependentCases382 runs held-out set 382: Azure, Cloudflare, Redis, MongoDB, Elasticsearch, Kafka, RabbitMQ, Docker and Terraform long tail, from the vendors' docs, labelled blind.
func TestIndependentCases382(t *testing.T) {
	runIndependent(t, "testdata/independent382.jsonl", false)
}
