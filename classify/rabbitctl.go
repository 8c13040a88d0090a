package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// rabbitCtlEmptyListing reads rabbitmqctl's list_* commands (list_queues,
// list_exchanges, list_bindings, list_consumers, list_policies, ...) that
// exit 0 with no rows (set 1659, live RabbitMQ 3.10.8): the output is only
// the tool's banners, its own time limit "Timeout: 60.0 seconds ..." (the
// limit it allows the node, not a timeout that happened) and "Listing
// queues for vhost v ...", then nothing. rabbitmqctl lists a virtual host
// that does not exist the same way as an empty one, so the call worked and
// its result is empty and says nothing more: ambiguous, narrow once (check
// the vhost, the filter). A listing with rows, and "Error: operation
// list_queues on node ... timed out. Timeout value used: 60000" (a real
// timeout) are not read here.
func rabbitCtlEmptyListing(t string) (Result, bool) {
	if !strings.HasPrefix(t, "Listing ") && !strings.HasPrefix(t, "Timeout: ") {
		return Result{}, false
	}
	rest := t
	if strings.HasPrefix(rest, "Timeout: ") {
		line, after, ok := strings.Cut(rest, "\n")
		if !ok || !strings.HasSuffix(line, " seconds ...") {
			return Result{}, false
		}
		rest = after
	}
	line, after, _ := strings.Cut(rest, "\n")
	if !strings.HasPrefix(line, "Listing ") || !strings.HasSuffix(line, "...") {
		return Result{}, false
	}
	if after = strings.TrimSpace(after); after != "" && after != "exit status 0" {
		return Result{}, false
	}
	return verdict(rung.KindAmbiguous, "rabbitmqctl listed no rows (only its banners, exit 0): the call worked and found nothing; a missing vhost lists the same way: check the vhost or filter")
}
