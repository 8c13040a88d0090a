package doctor_test

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/rungkit/rung/trace/tracetest"
)

const chromium = "/usr/bin/chromium"

// chromiumRun runs headless Chromium with the flags that keep it off the
// network and out of the user's profile.
func chromiumRun(t *testing.T, dir string, args ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	base := []string{
		"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir=" + filepath.Join(dir, "profile"), "--force-color-profile=srgb", "--hide-scrollbars",
	}
	cmd := exec.CommandContext(ctx, chromium, append(base, args...)...)
	cmd.Dir = dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium %v: %v\n%s", args, err, stderr.String())
	}
	return stdout.Bytes()
}

// TestHTMLInChromium renders the HTML report of every scenario in a real
// headless Chromium: the screenshot must exist, be more than a blank page,
// and show the bars in their colours; the DOM after the page's own check
// must say that each chart was laid out with its shapes.
func TestHTMLInChromium(t *testing.T) {
	if _, err := os.Stat(chromium); err != nil {
		t.Skip("no " + chromium + " (.ci/chromium.sh installs it)")
	}
	if testing.Short() {
		t.Skip("short")
	}
	traces := map[string][]byte{}
	for _, sc := range tracetest.Scenarios() {
		traces[sc.Name] = traceOf(t, sc.Name)
	}
	a := analyze(t, traces)
	dir := t.TempDir()
	page := filepath.Join(dir, "doctor.html")
	var buf bytes.Buffer
	if err := a.WriteHTML(&buf, "wall-1"); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(page, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	url := "file://" + page

	shot := filepath.Join(dir, "out.png")
	chromiumRun(t, dir, "--screenshot="+shot, "--window-size=1280,2000", url)
	info, err := os.Stat(shot)
	if err != nil {
		t.Fatalf("no screenshot: %v", err)
	}
	if info.Size() < 20_000 {
		t.Errorf("screenshot is %d bytes: a blank page?", info.Size())
	}
	f, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 1280 || b.Dy() != 2000 {
		t.Errorf("screenshot is %v", b)
	}
	// The replan bar (#c8553d) is the widest bar; the retry bar (#d9822b)
	// and the timeline's failures (#e03131) must show too.
	for _, c := range []struct {
		name    string
		r, g, b uint32
		min     int
	}{{"replan bar", 0xc8, 0x55, 0x3d, 3000}, {"retry bar", 0xd9, 0x82, 0x2b, 500}, {"failure marks", 0xe0, 0x31, 0x31, 300}} {
		if n := countColor(img, c.r, c.g, c.b); n < c.min {
			t.Errorf("%s: %d pixels of its colour, want at least %d", c.name, n, c.min)
		}
	}

	dom := string(chromiumRun(t, dir, "--dump-dom", url))
	check := regexp.MustCompile(`(?s)<pre id="render-check">(.*?)</pre>`).FindStringSubmatch(dom)
	if check == nil {
		t.Fatalf("no render check in the DOM:\n%.2000s", dom)
	}
	for _, chart := range []string{"chart-rungs", "chart-tokens", "chart-timeline"} {
		line := regexp.MustCompile(chart + ` (\d+)x(\d+) shapes=(\d+) rendered`).FindStringSubmatch(check[1])
		if line == nil || line[1] == "0" || line[2] == "0" || line[3] == "0" {
			t.Errorf("%s did not render: %q", chart, check[1])
		}
	}
	if n := strings.Count(dom, `data-rendered="yes"`); n != 3 {
		t.Errorf("%d charts marked rendered, want 3", n)
	}
	if os.Getenv("DOCTOR_SCREENSHOT") != "" {
		// Keep the picture for a person: DOCTOR_SCREENSHOT=/tmp/doctor.png.
		b, _ := os.ReadFile(shot)
		os.WriteFile(os.Getenv("DOCTOR_SCREENSHOT"), b, 0o644)
	}
}

func countColor(img image.Image, r, g, b uint32) int {
	n := 0
	bounds := img.Bounds()
	for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
		for x := bounds.Min.X; x < bounds.Max.X; x++ {
			pr, pg, pb, _ := img.At(x, y).RGBA()
			if pr>>8 == r && pg>>8 == g && pb>>8 == b {
				n++
			}
		}
	}
	return n
}
