package rung_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

// Seed 003's scheduling agent: booking Conference Room B is refused (403).
// Waiting will not change a permission, so the engine reroutes to the
// declared alternative with the same arguments instead of retrying.
func Example_reroute() {
	clock := rungtest.NewClock(rungtest.Epoch)
	roomB := rungtest.Fails(rung.Denied(errors.New("403 Forbidden: Conference Room B requires facilities approval")).WithCode("http", 403, ""))
	videoOnly := rungtest.Returns(map[string]any{"event": "evt-42", "room": nil, "video": "https://meet.example/abc"})
	book := roomB.Tool("calendar.book_room", "slot", "room")
	book.Alternatives = []string{"calendar.book_video"}
	engine := &rung.Engine{
		Tools:  []rung.Tool{book, videoOnly.Tool("calendar.book_video", "slot")},
		Clock:  clock,
		Policy: rung.Interactive(),
	}
	report, err := engine.Run(context.Background(), &rung.Plan{Goal: "meet 2-3pm", Steps: []rung.Step{
		{ID: "book", Tool: "calendar.book_room", Args: map[string]any{"slot": "14:00-15:00", "room": "B"}},
	}})
	if err != nil {
		panic(err)
	}
	for _, a := range report.Actions {
		fmt.Println(a.Action, a.Kind, a.Step, "-", a.Reason)
	}
	fmt.Println(report.Outcome, "with", report.Steps[0].Tool, report.Steps[0].Output)
	// Output:
	// reroute denied book - denied: the agent lacks the authority; waiting will not change it: reroute to the declared alternative calendar.book_video
	// completed with calendar.book_video map[event:evt-42 room:<nil> video:https://meet.example/abc]
}
