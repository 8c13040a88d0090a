package doctor

import (
	"bytes"
	"html"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/rungkit/rung/trace"
)

// TestLegendCoversEveryColour: every colour a timeline mark can be drawn in
// (each mark class and each rung's decision colour) has a legend entry that
// names the class, so no mark on the page is left unexplained.
func TestLegendCoversEveryColour(t *testing.T) {
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	recs := []trace.Record{
		{Type: "run_start", Run: "r", At: at, Reason: "goal"},
		{Type: "step_start", Run: "r", At: at, Step: "s", Tool: "t"},
		{Type: "run_end", Run: "r", At: at, Outcome: "completed"},
	}
	var buf bytes.Buffer
	if err := Analyze(recs, Options{}).WriteHTML(&buf, ""); err != nil {
		t.Fatal(err)
	}
	legend := map[string][]string{} // colour -> the labels it stands for
	for _, m := range regexp.MustCompile(`<span class="swatch" style="background:([^"]+)"></span>([^<]*)`).FindAllStringSubmatch(buf.String(), -1) {
		legend[html.UnescapeString(m[1])] = append(legend[html.UnescapeString(m[1])], strings.Split(html.UnescapeString(m[2]), " / ")...)
	}
	if len(legend) == 0 {
		t.Fatalf("no legend in the page:\n%s", buf.String())
	}
	for _, colours := range []map[string]string{markColor, rungColor} {
		for class := range colours {
			c := colorOf(markColor, class)
			found := false
			for _, l := range legend[c] {
				found = found || strings.TrimSpace(l) == class
			}
			if !found {
				t.Errorf("class %s is drawn in %s, but the legend has no entry for it (the legend gives %s %v)", class, c, c, legend[c])
			}
		}
	}
}
