import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { identityNumberKey, matchingContact, orderPeople, sameIdentityNumber, toContactRequest, OTHER_RELATIONSHIP } from "./contacts-from-order";

const WANG = "11010519491231002X";
const LI = "440305200001011235";
const applicant = { name: "王芳", identifyType: "01", identifyNumber: WANG.toLowerCase(), mobile: "13800000000", email: "wf@example.com" };

describe("identity numbers", () => {
  test("the doc examples", () => {
    expect(identityNumberKey(" 11010519491231002x ")).toBe(WANG);
    expect(sameIdentityNumber("11010519491231002x", WANG)).toBe(true);
    expect(sameIdentityNumber("", "")).toBe(false);
    expect(sameIdentityNumber(WANG, LI)).toBe(false);
  });

  test("a text far longer than any number is no number", () => {
    expect(identityNumberKey("1".repeat(65))).toBe("");
    expect(identityNumberKey("1".repeat(10_000))).toBe("");
  });

  test("sameness ignores case and surrounding blanks, and is symmetric", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), fc.string({ maxLength: 3 }), (number, pad) => {
        const blank = pad.replace(/\S/g, " ");
        expect(sameIdentityNumber(number, blank + number.toUpperCase() + blank)).toBe(number.trim() !== "");
        expect(sameIdentityNumber(number, "#" + number)).toBe(sameIdentityNumber("#" + number, number));
      }),
    );
  });
});

describe("matchingContact", () => {
  const contacts = [
    { contactId: "C1", identifyNumber: WANG, relationship: "601005" },
    { contactId: "C2", identifyNumber: LI, relationship: "601002" },
  ];

  test("finds the contact holding the number, in any case", () => {
    expect(matchingContact(contacts, "11010519491231002x")?.contactId).toBe("C1");
    expect(matchingContact(contacts, ` ${LI} `)?.contactId).toBe("C2");
  });

  test("no match: an unknown number, an empty one, or no list", () => {
    expect(matchingContact(contacts, "310101199001011237")).toBeUndefined();
    expect(matchingContact(contacts, "")).toBeUndefined();
    expect(matchingContact([], WANG)).toBeUndefined();
    expect(matchingContact(null as unknown as [], WANG)).toBeUndefined();
  });
});

describe("orderPeople", () => {
  test("the applicant first, each person once with every role", () => {
    const people = orderPeople({
      applicant,
      insureds: [
        { name: "王芳", identifyType: "01", identifyNumber: WANG, relationship: "601005" },
        { name: "李雷", identifyType: "01", identifyNumber: LI, relationship: "601005" },
      ],
    });
    expect(people.map((person) => [person.name, person.roles.join("+"), person.identifyNumber])).toEqual([
      ["王芳", "applicant+insured", WANG],
      ["李雷", "insured", LI],
    ]);
    expect(people[0]?.mobile).toBe("13800000000");
    expect(people[1]?.mobile).toBe("");
  });

  // customer rehearsal 5: the exhibition cover's paid page offered to keep the company as a frequent contact
  test("a company is no frequent contact: an organisation's party is left out", () => {
    const people = orderPeople({
      applicant: { name: "厦门海岸线会展服务有限公司", identifyType: "13", identifyNumber: "91350100M000100Y43", mobile: "0592-5551234", email: "" },
      insureds: [{ name: "厦门海岸线会展服务有限公司", identifyType: "13", identifyNumber: "91350100M000100Y43", relationship: "" }, { name: "李雷", identifyType: "01", identifyNumber: LI, relationship: "" }],
    });
    expect(people.map((person) => person.name)).toEqual(["李雷"]);
  });

  test("an order of another source (no parties) has nobody; a person without name or number is left out", () => {
    expect(orderPeople({})).toEqual([]);
    expect(orderPeople({ insureds: [{ name: "", identifyType: "01", identifyNumber: LI, relationship: "" }, { name: "赵", identifyType: "01", identifyNumber: " ", relationship: "" }] })).toEqual([]);
  });
});

describe("toContactRequest", () => {
  const [wang, li] = orderPeople({ applicant, insureds: [{ name: "李雷", identifyType: "01", identifyNumber: LI, relationship: "601002" }] });

  test("the doc example: a new insured is 'other', with birthday and sex from the number", () => {
    const person = { roles: ["insured"] as const, name: "李雷", identifyType: "01", identifyNumber: WANG, mobile: "", email: "" };
    expect(toContactRequest(person, [])).toEqual({ name: "李雷", identifyType: "01", identifyNumber: WANG, relationship: OTHER_RELATIONSHIP, birthday: "1949-12-31", sex: "2" });
  });

  test("a new applicant is self while no contact is self, with the applicant's mobile and e-mail", () => {
    expect(toContactRequest(wang!, [])).toMatchObject({ relationship: "601005", mobile: "13800000000", email: "wf@example.com" });
    expect(toContactRequest(wang!, [{ contactId: "C9", identifyNumber: "310101199001011237", relationship: "601005" }]).relationship).toBe(OTHER_RELATIONSHIP);
  });

  test("an insured's relationship to the applicant is kept when the applicant is the customer (rehearsal: a spouse saved as 其他)", () => {
    // no self contact yet: the applicant becomes self, so the child is the customer's child
    expect(toContactRequest(li!, []).relationship).toBe("601002");
    // the self contact is the applicant
    expect(toContactRequest(li!, [{ contactId: "C1", identifyNumber: WANG.toLowerCase(), relationship: "601005" }]).relationship).toBe("601002");
    // the self contact is someone else: the applicant is not the customer, the relation to them says nothing of ours
    expect(toContactRequest(li!, [{ contactId: "C9", identifyNumber: "310101199001011237", relationship: "601005" }]).relationship).toBe(OTHER_RELATIONSHIP);
    // variant A's self code for every insured tells nothing
    const [, other] = orderPeople({ applicant, insureds: [{ name: "李雷", identifyType: "01", identifyNumber: LI, relationship: "601005" }] });
    expect(toContactRequest(other!, []).relationship).toBe(OTHER_RELATIONSHIP);
  });

  test("a person the contacts hold is an update of that contact: its id, no relationship", () => {
    const request = toContactRequest(li!, [{ contactId: "C2", identifyNumber: LI.toLowerCase(), relationship: "601002" }]);
    expect(request.contactId).toBe("C2");
    expect(request).not.toHaveProperty("relationship");
    expect(request).toMatchObject({ name: "李雷", identifyNumber: LI, birthday: "2000-01-01", sex: "1" });
  });

  test("another document type tells no birthday or sex", () => {
    const request = toContactRequest({ roles: ["insured"], name: "Tom", identifyType: "06", identifyNumber: "E12345678", mobile: "", email: "" }, []);
    expect(request).not.toHaveProperty("birthday");
    expect(request).not.toHaveProperty("sex");
  });
});
