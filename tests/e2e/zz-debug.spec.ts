import { slowCpu } from "../support/tap-answer";
import { test } from "../support/test";
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, hydrateEarly: false });
test("long tasks after load", async ({ page }) => {
  await slowCpu(page);
  await page.addInitScript(() => {
    (window as any).longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) (window as any).longTasks.push([Math.round(e.startTime), Math.round(e.duration), JSON.stringify((e as any).attribution?.map((a: any) => a.containerSrc || a.name))]);
    }).observe({ type: "longtask", buffered: true });
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as any[]) (window as any).longTasks.push(["LoAF", Math.round(e.startTime), Math.round(e.duration), Math.round(e.blockingDuration), JSON.stringify(e.scripts.map((s: any) => [s.sourceURL.slice(-40), s.sourceFunctionName, s.invoker, Math.round(s.duration)]))]);
      }).observe({ type: "long-animation-frame", buffered: true });
    } catch {}
  });
  await page.goto("/", { waitUntil: "load" });
  await page.waitForTimeout(4000);
  const out = await page.evaluate(() => {
    const [n] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return { load: Math.round(n!.loadEventEnd), tasks: (window as any).longTasks };
  });
  console.info(JSON.stringify(out, null, 1));
});
