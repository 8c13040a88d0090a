package rung_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

// A gateway that answers 503 twice and then recovers: the engine retries
// with jittered exponential backoff on the virtual clock, so the example
// costs no real time and its waits are exact.
func Example_retry() {
	clock := rungtest.NewClock(rungtest.Epoch)
	geocode := rungtest.FailThen(2, rung.Transient(errors.New("503 Service Unavailable")).WithCode("http", 503, ""), map[string]any{"lat": 52.37, "lon": 4.89})
	engine := &rung.Engine{
		Tools:  []rung.Tool{geocode.Tool("geocode", "address")},
		Clock:  clock,
		Jitter: rungtest.Jitter(7),
	}
	report, err := engine.Run(context.Background(), &rung.Plan{Goal: "geocode the depot", Steps: []rung.Step{
		{ID: "geocode", Tool: "geocode", Args: map[string]any{"address": "Damrak 1, Amsterdam"}},
	}})
	if err != nil {
		panic(err)
	}
	for _, a := range report.Actions {
		fmt.Println(a.Action, a.Step, "-", a.Reason)
	}
	fmt.Println(report.Outcome, "after", report.ToolCalls, "calls and", clock.Now().Sub(rungtest.Epoch).Round(time.Millisecond), "of backoff")
	// Output:
	// retry geocode - transient failure: retry 1 of 3
	// retry geocode - transient failure: retry 2 of 3
	// completed after 3 calls and 497ms of backoff
}
