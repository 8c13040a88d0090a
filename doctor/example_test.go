package doctor_test

import (
	"fmt"
	"strings"

	"github.com/rungkit/rung/doctor"
)

// A trace in which the replan proposed the plan that had just failed.
func ExampleAnalyzer() {
	const jsonl = `{"format":"rung.trace","version":1}
{"seq":1,"type":"run_start","at":"2026-03-12T03:41:00Z","run":"r1","reason":"load the March invoice"}
{"seq":2,"type":"plan","at":"2026-03-12T03:41:00Z","run":"r1","plan":1,"fingerprint":"b2ee871f3534","reason":"given"}
{"seq":3,"type":"step_start","at":"2026-03-12T03:41:00Z","run":"r1","plan":1,"step":"fetch","tool":"s3.get","attempt":1}
{"seq":4,"type":"failure","at":"2026-03-12T03:41:01Z","run":"r1","plan":1,"step":"fetch","tool":"s3.get","attempt":1,"failure":{"kind":"premise","message":"NoSuchKey"}}
{"seq":5,"type":"decision","at":"2026-03-12T03:41:01Z","run":"r1","plan":1,"step":"fetch","action":"replan","rule":"kind"}
{"seq":6,"type":"plan","at":"2026-03-12T03:41:04Z","run":"r1","plan":2,"fingerprint":"b2ee871f3534","reason":"replan"}
{"seq":7,"type":"run_end","at":"2026-03-12T03:41:04Z","run":"r1","plan":2,"outcome":"handback"}
`
	z := doctor.NewAnalyzer(doctor.Options{})
	if err := z.ReadTrace("r1.jsonl", strings.NewReader(jsonl)); err != nil {
		panic(err)
	}
	a := z.Result()
	fmt.Println(a.Rungs)
	for _, t := range a.Tells {
		fmt.Printf("%s: %s\n", t.ID, t.Summary)
	}
	// Output:
	// map[replan:1]
	// repeated-plan: plan 2 has fingerprint b2ee871f3534, the same as plan 1 (the plan just before it)
}
