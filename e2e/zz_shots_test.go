//go:build e2e

package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/animation"
)

func TestZZMotionShots(t *testing.T) {
	srv := serve(t)
	for _, size := range [][2]int64{desktop, phone} {
		b := newBrowser(t, size)
		pre := map[int64]string{390: "phone", 1280: "desktop"}[size[0]]
		b.open(srv.URL)
		b.play(placements)
		b.run(animation.Enable(), animation.SetPlaybackRate(0.1))
		b.clickPoint("e4")
		b.clickPoint("d4")
		time.Sleep(600 * time.Millisecond)
		b.screenshot(pre + "-motion-diamond-mid")
		time.Sleep(2500 * time.Millisecond)
		b.screenshot(pre + "-motion-diamond-end")
		b.run(animation.SetPlaybackRate(1))
		b.open(srv.URL + netoLink)
		b.play("c6")
		b.clickPoint("c5")
		b.clickPoint("f5")
		b.clickPoint("f5")
		b.clickPoint("f5")
		b.clickPoint("f2")
		b.run(animation.SetPlaybackRate(0.1))
		b.click("#pivot-confirm")
		time.Sleep(800 * time.Millisecond)
		b.screenshot(pre + "-motion-pivots-mid")
		time.Sleep(2500 * time.Millisecond)
		b.screenshot(pre + "-motion-pivots-end")
		b.run(animation.SetPlaybackRate(1))
		b.open(srv.URL + "/#game=diamondback&g=~7k-5P2-8-8-8-8-8-K2R4-w-0-1")
		b.clickPoint("f7")
		b.clickPoint("f8")
		b.waitFor(`document.querySelector('#promote-n') !== null`, 5*time.Second)
		b.click("#promote-n")
		b.waitFor(`document.querySelector('#board').dataset.ply === "1"`, 5*time.Second)
		b.play("h8-g8")
		b.run(animation.SetPlaybackRate(0.1))
		b.clickPoint("a1")
		b.clickPoint("c1")
		time.Sleep(700 * time.Millisecond)
		b.screenshot(pre + "-motion-db-mid")
		time.Sleep(2500 * time.Millisecond)
		b.screenshot(pre + "-motion-db-end")
		_ = strings.Contains
	}
}
