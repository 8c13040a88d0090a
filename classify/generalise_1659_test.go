package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 1564a197: 27/34 overall, 12/18 tricky.
// Fixed: i1659-mgmt-reject-publish (the management API's publish nacked by a queue's reject-publish overflow: amqp.go rabbitMgmtReason; TestGeneralise1659ManagementPublishRejected).
// Fixed: i1659-diag-disk-alarm (RabbitMQ's CLI naming a resource alarm in effect: shellwords.go brokerCLIWords; TestGeneralise1659AlarmOnNode).
// Fixed: i1659-ctl-list-queues-missing-vhost (rabbitmqctl list_* with no rows at exit 0: rabbitctl.go rabbitCtlEmptyListing; TestGeneralise1659EmptyListing).
// Tolerated: i1659-inequivalent-durable: premise vs conflict (ruling): the 406 "inequivalent arg" ruling revised after set 1327 reads premise; this set reads the existing queue as what the declare was to create (see the report).
// Tolerated: i1659-inequivalent-exchange-type: premise vs conflict (ruling): the same 406 "inequivalent arg" ruling, for an exchange's type.
// Tolerated: i1659-mgmt-inequivalent-type: premise vs conflict (ruling): the same ruling as the management API's bad_request passes it (set 1327 rabbitMgmtReason row).
// Tolerated: i1659-exclusive-consume-in-use: transient vs premise (ruling): set 1327's row reads 403 "in exclusive use" transient (a standby registers once the holder goes).
func TestIndependentCases1659(t *testing.T) {
	runIndependent(t, "testdata/independent1659.jsonl", true, "i1659-inequivalent-durable", "i1659-inequivalent-exchange-type", "i1659-mgmt-inequivalent-type", "i1659-exclusive-consume-in-use")
}

// TestGeneralise1659ManagementPublishRejected: RabbitMQ's management API
// publish (POST /api/exchanges/v/x/publish, live 3.10.8) answers a message
// the queue's x-overflow reject-publish nacked (a full x-max-length or
// x-max-length-bytes queue) with 400 bad_request "rejected Unable to
// publish message. Check queue limits.": transient, the queue drains.
// Near misses: the same endpoint's bad_request for the request's own
// fields (not_base64, not_int, key_missing) and a non-JSON body stay
// invalid; routed:false is not this reader's.
func TestGeneralise1659ManagementPublishRejected(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"max-length full", "http", 400, "", `{"error":"bad_request","reason":"rejected Unable to publish message. Check queue limits."}`, rung.KindTransient},
		{"max-length-bytes full, no protocol", "", 400, "", `{"error":"bad_request","reason":"rejected Unable to publish message. Check queue limits."}`, rung.KindTransient},
		{"wrapped by a client", "http", 400, "", `POST http://localhost:15672/api/exchanges/%2F/amq.default/publish: 400 Bad Request: {"error":"bad_request","reason":"rejected Unable to publish message. Check queue limits."}`, rung.KindTransient},
		// Near misses.
		{"not base64", "http", 400, "", `{"error":"bad_request","reason":["not_base64","@@@"]}`, rung.KindInvalid},
		{"not int", "http", 400, "", `{"error":"bad_request","reason":["not_int","delivery_mode"]}`, rung.KindInvalid},
		{"key missing", "http", 400, "", `{"error":"bad_request","reason":"[{key_missing,properties}]"}`, rung.KindInvalid},
		{"not json", "http", 400, "", `{"error":"bad_request","reason":"not_json"}`, rung.KindInvalid},
	})
}

// TestGeneralise1659AlarmOnNode: rabbitmq-diagnostics check_local_alarms
// and check_alarms (live 3.10.8) name a resource alarm in effect, "Memory
// alarm on node r@h" or "Free disk space alarm on node r@h", exit 69:
// publishers are blocked until it clears, transient (rabbitmq.com/docs/
// alarms). Near misses: rabbitmqctl's own argument check on the watermark
// command stays invalid; a node down stays transient by its own row.
func TestGeneralise1659AlarmOnNode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"disk local", "exec", 69, "69", "Asking node r1659@localhost to report any local resource alarms ...\nError:\nFree disk space alarm on node r1659@localhost\nexit status 69", rung.KindTransient},
		{"memory local", "exec", 69, "69", "Asking node r1659@localhost to report any local resource alarms ...\nError:\nMemory alarm on node r1659@localhost\nexit status 69", rung.KindTransient},
		{"memory cluster", "exec", 69, "69", "Asking node rabbit@mq-1 to report any known resource alarms ...\nMemory alarm on node rabbit@mq-2\nexit status 69", rung.KindTransient},
		{"disk bare", "", 0, "", "Free disk space alarm on node rabbit@mq-0", rung.KindTransient},
		// Near misses.
		{"watermark argument", "exec", 65, "65", "Error (argument validation): Bad argument: The threshold should be a fraction between 0.0 and 1.0\nArguments given:\n\tset_vm_memory_high_watermark 5.0\n\nUsage\n\nrabbitmqctl [--node <node>] [--longnames] [--quiet] set_vm_memory_high_watermark <fraction> | absolute <value>\nexit status 65", rung.KindInvalid},
		{"disk limit argument", "exec", 64, "64", "Error (argument validation): Bad argument: Could not parse disk_free_limit value 'lots'\nexit status 64", rung.KindInvalid},
	})
}

// TestGeneralise1659EmptyListing: rabbitmqctl's list_* commands (live
// 3.10.8) exit 0 with only their banners when nothing matches, a missing
// vhost included: "Timeout: 60.0 seconds ...\nListing queues for vhost
// nope ...": ambiguous (the "Timeout:" banner is the tool's limit, not a
// timeout). Near misses: a real timeout of the same command ("Error:
// operation list_queues on node ... timed out") stays transient, and a
// node down stays transient.
func TestGeneralise1659EmptyListing(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"queues missing vhost", "exec", 0, "0", "Timeout: 60.0 seconds ...\nListing queues for vhost nope ...\nexit status 0", rung.KindAmbiguous},
		{"consumers", "exec", 0, "0", "Listing consumers in vhost / ...\nexit status 0", rung.KindAmbiguous},
		{"bindings no space", "exec", 0, "0", "Listing bindings for vhost v1659...\nexit status 0", rung.KindAmbiguous},
		{"policies blank line", "exec", 0, "0", "Listing policies for vhost \"/\" ...\n\nexit status 0", rung.KindAmbiguous},
		{"exchanges bare", "", 0, "", "Timeout: 60.0 seconds ...\nListing exchanges for vhost orders ...", rung.KindAmbiguous},
		// Near misses.
		{"real timeout", "exec", 75, "75", "Timeout: 60.0 seconds ...\nListing queues for vhost / ...\nError: operation list_queues on node rabbit@mq-1 timed out. Timeout value used: 60000\nexit status 75", rung.KindTransient},
		{"node down", "exec", 69, "69", "Error: unable to perform an operation on node 'rabbit@mq-1'. Please see diagnostics information and suggestions below.\nexit status 69", rung.KindTransient},
	})
}
