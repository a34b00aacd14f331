/**
 * The walk's page checks (`support/page-checks.ts`) must see what a customer sees on a 375 px phone. With
 * `isMobile`, Chromium widens the layout viewport to the content (`innerWidth` grows with `scrollWidth`), so a
 * check against `innerWidth` passes a page that is wider than the screen (customer report F10).
 */
import { test, expect } from "../support/test";
import { brokenWords, cutFieldText, edgeText, unmarkedRequired, elderProblems, horizontalOverflow, joinedLists, tabCollisions } from "../support/page-checks";

const HEAD = `<meta name="viewport" content="width=device-width, initial-scale=1"><title>t</title>`;

test("the overflow check sees a 420 px element on a 375 px phone", async ({ page }) => {
  await page.setContent(`<html lang="en"><head>${HEAD}</head><body style="margin:0"><main><div class="wide" style="width:420px">wide</div></main></body></html>`);
  const found = await horizontalOverflow(page);
  expect(found).toHaveLength(1);
  expect(found[0]).toContain("on 375");
  expect(found[0]).toContain("div.wide (right edge 420)");
});

test("the overflow check passes a page that fits the phone", async ({ page }) => {
  await page.setContent(`<html lang="en"><head>${HEAD}</head><body style="margin:0"><main><div style="width:375px">fits</div></main></body></html>`);
  expect(await horizontalOverflow(page)).toEqual([]);
});

test("the overflow check sees text past the screen's edge even when the page does not grow (a box cut by overflow: hidden)", async ({ page }) => {
  await page.setContent(
    `<html lang="en"><head>${HEAD}</head><body style="margin:0"><main style="overflow:hidden">` +
      `<div class="row" style="width:375px;overflow:hidden;white-space:nowrap;font-size:20px">Unused 2 Activated 1 Expired 1 Shared 0 Unused 2 Activated 1</div>` +
      `</main></body></html>`,
  );
  const found = await horizontalOverflow(page);
  expect(found).toHaveLength(1);
  expect(found[0]).toContain("content past the edge on 375");
  expect(found[0]).toContain('"Unused 2 Activated 1');
});

test("the overflow check lets a row that scrolls sideways pass the edge", async ({ page }) => {
  await page.setContent(
    `<html lang="en"><head>${HEAD}</head><body style="margin:0"><main>` +
      `<div style="display:flex;overflow-x:auto;width:375px"><span style="flex:none;width:300px">a</span><span style="flex:none;width:300px">b</span></div>` +
      `</main></body></html>`,
  );
  expect(await horizontalOverflow(page)).toEqual([]);
});

test("the overflow and edge checks let a carousel's next slide pass the edge while it slides in", async ({ page }) => {
  await page.setContent(
    `<html lang="en"><head>${HEAD}</head><body style="margin:0"><main>` +
      `<section aria-roledescription="carousel" aria-label="banners" style="overflow:hidden;width:375px"><div style="display:flex;transform:translateX(-200px)">` +
      `<div aria-roledescription="slide" style="flex:0 0 100%">one</div><div aria-roledescription="slide" style="flex:0 0 100%">two</div></div></section>` +
      `</main></body></html>`,
  );
  expect(await horizontalOverflow(page)).toEqual([]);
  // nor the edge check, which read the home banner's title mid-move ("Study abroad, covered" at x 222–416)
  expect(await edgeText(page)).toEqual([]);
});

test("the tab check sees tabs drawn on top of each other and a label wider than its tab, and passes tabs that hold their labels", async ({ page }) => {
  const tab = (text: string, style: string) => `<button role="tab" style="font-size:20px;white-space:nowrap;${style}">${text}</button>`;
  await page.setContent(
    `<html lang="en"><head>${HEAD}</head><body style="margin:0"><main>` +
      `<div role="tablist" class="overlapping" style="display:flex">${tab("Motor claims", "width:200px;flex:none")}${tab("Non-motor claims", "width:200px;flex:none;margin-left:-40px")}</div>` +
      `<div role="tablist" class="narrow" style="display:flex">${tab("Unused 2", "width:40px;flex:none;overflow:visible")}${tab("Activated 1", "width:160px;flex:none;margin-left:60px")}</div>` +
      `<div role="tablist" class="fine" style="display:flex">${tab("Unused 2", "flex:1 1 0")}${tab("Activated 1", "flex:1 1 0")}</div>` +
      `</main></body></html>`,
  );
  const found = await tabCollisions(page);
  expect(found).toContain('"Motor claims" overlaps "Non-motor claims"');
  expect(found.some((line) => line.startsWith('"Unused 2"') && line.endsWith("in a 40 px tab"))).toBe(true);
  expect(found).toHaveLength(2);
});

test("the tab check sees segmented tabs wrapped as three and a lone one, and passes two and two (customer rehearsal, elder 我的保单)", async ({ page }) => {
  const tab = (text: string, basis: string) => `<button role="tab" style="font-size:20px;white-space:nowrap;flex:1 0 ${basis}">${text}</button>`;
  const labels = ["车险 2", "燃气险 0", "互联网险 5", "其他 3"];
  await page.setContent(
    `<html lang="zh-CN"><head>${HEAD}</head><body style="margin:0"><main style="width:375px">` +
      `<div role="tablist" data-variant="segmented" style="display:flex;flex-wrap:wrap">${labels.map((label) => tab(label, "30%")).join("")}</div>` +
      `<div role="tablist" data-variant="segmented" style="display:flex;flex-wrap:wrap">${labels.map((label) => tab(label, "45%")).join("")}</div>` +
      `<div role="tablist" data-variant="chips" style="display:flex;flex-wrap:wrap">${labels.map((label) => tab(label, "30%")).join("")}</div>` +
      `</main></body></html>`,
  );
  expect(await tabCollisions(page)).toEqual(['tabs in rows of 3 + 1 ("车险 2 | 燃气险 0 | 互联网险 5 | 其他 3")']);
});

test("the list check sees names joined with the gateway's | and passes a list with 、 and a separator with spaces (customer rehearsal)", async ({ page }) => {
  await page.setContent(
    `<html lang="zh-CN"><head>${HEAD}</head><body style="margin:0"><main>` +
      `<dl><dt>被保险人</dt><dd>谢刚娟|刘建国</dd><dt>证件号码</dt><dd>1101**********0011|1101**********4527</dd><dt>同行人</dt><dd>谢刚娟、刘建国</dd></dl>` +
      `<p>客服热线 | 95500</p><p aria-hidden="true">张三|李四</p>` +
      `</main></body></html>`,
  );
  expect(await joinedLists(page)).toEqual(['"谢刚娟|刘建国" in dd', '"1101**********0011|1101*********" in dd']);
});

test("in elder mode, a tab past the screen's edge in a row that scrolls is out of sight (customer report 2 G19)", async ({ page }) => {
  const chip = (text: string) => `<button role="tab" style="flex:none;width:90px;height:60px;font-size:18px">${text}</button>`;
  await page.setContent(
    `<html lang="zh-CN"><head>${HEAD}</head><body style="margin:0;font-size:18px"><main>` +
      `<div role="tablist" style="display:flex;overflow-x:auto">${["全部", "车险", "旅游险", "意外险", "家财"].map(chip).join("")}</div>` +
      `</main></body></html>`,
  );
  const found = (await elderProblems(page)).filter((line) => line.startsWith("tab out of sight:"));
  expect(found).toHaveLength(1);
  expect(found[0]).toContain('"家财"');
  expect(found[0]).not.toContain('"全部"');
});

test("in elder mode, a link in a checkbox's label is a target of its own (the agreement's 《隐私政策》), a link in a sentence is not", async ({ page }) => {
  await page.setContent(
    `<html lang="zh-CN"><head>${HEAD}</head><body style="margin:0;font-size:18px"><main>` +
      `<div><input type="checkbox" id="agree" style="width:60px;height:60px"><label for="agree" style="display:inline-block;min-height:60px">我已阅读并同意<a href="#terms">《用户服务协议》</a>和<a href="#privacy">《隐私政策》</a></label></div>` +
      `<p>如有疑问，请阅读<a href="#faq">常见问题</a>或致电客服。</p>` +
      `</main></body></html>`,
  );
  const targets = (await elderProblems(page)).filter((line) => line.startsWith("target:"));
  expect(targets).toHaveLength(1);
  expect(targets[0]).toContain("《隐私政策》");
  expect(targets[0]).toContain("《用户服务协议》");
  expect(targets[0]).not.toContain("常见问题");
});

test("the placeholder check sees a placeholder cut by a narrow input, and passes one that fits", async ({ page }) => {
  await page.setContent(
    `<html lang="zh-CN"><head>${HEAD}</head><body style="margin:0;font-size:22px"><main>` +
      `<input class="narrow" placeholder="请输入6位验证码" style="font-size:22px;width:120px;padding:0 10px">` +
      `<input class="wide" placeholder="请输入6位验证码" style="font-size:22px;width:300px;padding:0 10px">` +
      `</main></body></html>`,
  );
  const found = await cutFieldText(page);
  expect(found).toHaveLength(1);
  expect(found[0]).toContain('"请输入6位验证码"');
  expect(found[0]).toContain("input.narrow");
});

test("the cut-text check sees a select's chosen option wider than the select, and passes one that fits (customer rehearsal: the English plan select)", async ({ page }) => {
  const option = `<option selected>经济款 (¥10.00 per person for 3 days)</option>`;
  await page.setContent(
    `<html lang="en"><head>${HEAD}</head><body style="margin:0;font-size:16px"><main>` +
      `<select class="narrow" style="font-size:16px;width:220px;padding:0 6px">${option}</select>` +
      `<select class="wide" style="font-size:16px;width:370px;padding:0 6px">${option}</select>` +
      `<select class="empty" style="font-size:16px;width:60px;padding:0 6px"><option selected></option></select>` +
      `</main></body></html>`,
  );
  const found = await cutFieldText(page);
  expect(found).toHaveLength(1);
  expect(found[0]).toContain('"经济款 (¥10.00 per person');
  expect(found[0]).toContain("select.narrow");
});

test("the required-mark check sees a required field whose label has no mark, and passes a marked one and a checkbox (customer rehearsal: 事故经过)", async ({ page }) => {
  await page.setContent(
    `<html lang="zh-CN"><head>${HEAD}</head><body><main>` +
      `<label for="a">事故经过</label><textarea id="a" required></textarea>` +
      `<label for="b" data-required="true">出险地点</label><input id="b" required>` +
      `<label for="c">出险时间（时）</label><select id="c" aria-required="true"><option>--</option></select>` +
      `<input type="checkbox" id="d" required><label for="d">我已阅读并同意</label>` +
      `<label for="e">备注</label><input id="e">` +
      `</main></body></html>`,
  );
  const found = await unmarkedRequired(page);
  expect(found).toEqual(['"事故经过" (textarea)', '"出险时间（时）" (select)']);
});

test("the edge check sees a line of main's text from x 0 to the screen's right edge, and passes padded text (customer report 3 H11)", async ({ page }) => {
  await page.setContent(
    `<html lang="zh-CN"><head>${HEAD}</head><body style="margin:0;font-size:16px"><main>` +
      `<p class="intro" style="margin:0">输入投保人姓名和证件号码，查询名下的保单；输入投保人姓名和证件号码，查询名下的保单</p>` +
      `<p class="padded" style="margin:0;padding:0 15px">输入投保人姓名和证件号码，查询名下的保单；输入投保人姓名和证件号码，查询名下的保单</p>` +
      `</main></body></html>`,
  );
  const found = await edgeText(page);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(/^"输入投保人姓名和证件号码，查询.*" in p\.intro at x 0–/);
});

test("the broken-word check sees a number, a tab label and a field label broken in the wrong place, and passes breaks at spaces and units (customer report 3 H12)", async ({ page }) => {
  await page.setContent(
    `<html lang="zh-CN"><head>${HEAD}</head><body style="margin:0;font-size:20px;font-family:monospace"><main>` +
      `<p class="address" style="width:200px;word-break:break-all">杭州市上城区21栋1793室</p>` +
      `<p class="fine" style="width:200px">杭州市上城区望江路 21栋 1793室</p>` +
      `<div role="tablist" style="display:flex;width:375px"><button role="tab" style="width:90px;font:inherit;padding:0;border:0">非车险理赔</button><button role="tab" style="width:200px;font:inherit;padding:0;border:0">Activated 1</button></div>` +
      `<label style="display:block;width:90px">出险时间（时）</label>` +
      `</main></body></html>`,
  );
  const found = await brokenWords(page);
  expect(found.some((line) => line.startsWith('number "21栋1793室"') || line.startsWith('number "1793"'))).toBe(true);
  expect(found.some((line) => line.startsWith('tab "非车险理赔" breaks inside a word'))).toBe(true);
  expect(found.some((line) => line.startsWith('label "出险时间（时）" leaves its unit alone'))).toBe(true);
  expect(found.some((line) => line.includes("fine") || line.includes("望江路"))).toBe(false);
  expect(found.some((line) => line.startsWith('tab "Activated 1"'))).toBe(false);
});
