//go:build !wasm

package main

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
)

// writeIcons draws the app's PNG icons: a diamond of the board's colours
// with a black, a white and a red piece. They are drawn here rather than
// fetched: go-app's default icon is remote and breaks the offline cache.
func writeIcons(dir string) error {
	for _, size := range []int{192, 512} {
		f, err := os.Create(filepath.Join(dir, fmt.Sprintf("icon-%d.png", size)))
		if err != nil {
			return err
		}
		if err := png.Encode(f, icon(size)); err != nil {
			f.Close()
			return err
		}
		if err := f.Close(); err != nil {
			return err
		}
	}
	return nil
}

func icon(size int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	bg := color.RGBA{0x5b, 0x4a, 0x2f, 0xff}
	board := color.RGBA{0xe9, 0xdc, 0xbd, 0xff}
	pieces := []struct {
		x, y float64
		c    color.RGBA
	}{
		{0.5, 0.3, color.RGBA{0x1d, 0x1d, 0x1d, 0xff}},
		{0.34, 0.56, color.RGBA{0xfb, 0xfb, 0xf8, 0xff}},
		{0.66, 0.56, color.RGBA{0xc0, 0x39, 0x2b, 0xff}},
	}
	s := float64(size)
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			fx, fy := (float64(x)+0.5)/s, (float64(y)+0.5)/s
			c := bg
			// The diamond fills the safe zone of a maskable icon.
			if math.Abs(fx-0.5)/0.36+math.Abs(fy-0.5)/0.4 <= 1 {
				c = board
			}
			for _, p := range pieces {
				if math.Hypot(fx-p.x, fy-p.y) <= 0.085 {
					c = p.c
				}
			}
			img.SetRGBA(x, y, c)
		}
	}
	return img
}
