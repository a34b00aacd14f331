/**
 * The actions on an unpaid order, shared by the order page and "my orders": pay (start the payment and go where
 * the gateway says: the in-mall cashier with the mock gateway, else domain's `payTarget` decides: https or
 * same-origin only, anything else refused with a clear message), cancel (after a confirmation) and, for a
 * cancelled or expired unpaid order, delete (after a confirmation; issue 21); for a paid or expired one, buy
 * again (`toNewProposa`: the application form opens filled from the old proposal, issue 21).
 * Both are disabled while their call is under way: one tap, one call.
 */
import { useNavigate } from "react-router-dom";
import { useMutation } from "@tanstack/react-query";
import { formatFen, payTarget, type OrderRecord } from "@micromall/domain";
import { Button, alertBox, messageBox, toast } from "../../../../ui";
import { useMessages } from "../../../../i18n";
import { useAppStore } from "../../../../state/store";
import { GatewayRefusal } from "../../../../gateway/query";
import { GATEWAY_LINK_HOSTS } from "../../../../components/gateway-hosts";
import { ONLINE_PAY_TYPE, ORDER_MUTATIONS } from "../../api/order-queries";
import { ORDER_MESSAGES } from "../../order.messages";
import type { BuyAgainState } from "./use-buy-again";

/**
 * Starts the payment and goes where the gateway says (the cashier with mocks; https / same-origin only).
 * `replace` swaps the order's page for the cashier (the order page is a step of the paid flow: the cashier then
 * gives way to the result, so back from 支付成功 leaves the flow and never shows the order or the cashier again);
 * from a list of orders the cashier is pushed, and back from the result returns to the list.
 */
export function PayButton({ order, label, replace = false }: { order: OrderRecord; label?: string; replace?: boolean }) {
  const t = useMessages(ORDER_MESSAGES);
  const navigate = useNavigate();
  const mallId = useAppStore((state) => state.mallId);
  const pay = useMutation(ORDER_MUTATIONS.pay());
  const start = async () => {
    if (pay.isPending) return;
    try {
      const answer = await pay.mutateAsync({ orderNo: order.orderNo, payType: ONLINE_PAY_TYPE, ...(mallId === "" ? {} : { mallId }) });
      const target = payTarget(answer.payUrl, { origin: window.location.origin, mocks: import.meta.env.VITE_MOCKS === "on", hosts: GATEWAY_LINK_HOSTS.payment });
      if (target.kind === "cashier") void navigate(`/orderDetails?orderId=${encodeURIComponent(order.orderNo)}&step=cashier`, { replace });
      else if (target.kind === "external") window.location.assign(target.url);
      else await alertBox(t("order.payRefused"));
    } catch (error) {
      if (error instanceof GatewayRefusal) {
        toast(error.message);
      }
    }
  };
  return (
    <Button variant="primary" disabled={pay.isPending} onClick={() => void start()}>
      {pay.isPending ? t("order.paying") : (label ?? t("order.pay", { amount: formatFen(order.sumPremium) }))}
    </Button>
  );
}

/** Cancels an unpaid order after the customer confirms. */
export function CancelButton({ order, label }: { order: OrderRecord; label?: string }) {
  const t = useMessages(ORDER_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const cancel = useMutation(ORDER_MUTATIONS.cancel());
  const ask = async () => {
    const choice = await messageBox({
      message: t("order.cancelAsk"),
      actions: [
        { label: t("order.cancelKeep"), value: "keep" },
        { label: t("order.cancelConfirm"), value: "cancel", primary: true },
      ],
    });
    if (choice !== "cancel") return;
    try {
      await cancel.mutateAsync({ orderNo: order.orderNo, ...(mallId === "" ? {} : { mallId }) });
    } catch {
      return; // shown once
    }
    toast(t("order.cancelled"));
  };
  return (
    <Button disabled={cancel.isPending} onClick={() => void ask()}>
      {label ?? t("order.cancel")}
    </Button>
  );
}

/** Deletes a cancelled or expired unpaid order after the customer confirms; the order lists load again. */
export function DeleteButton({ order }: { order: OrderRecord }) {
  const t = useMessages(ORDER_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const remove = useMutation(ORDER_MUTATIONS.remove());
  const ask = async () => {
    const choice = await messageBox({
      message: t("order.deleteAsk"),
      actions: [
        { label: t("order.cancelKeep"), value: "keep" },
        { label: t("order.deleteConfirm"), value: "delete", primary: true },
      ],
    });
    if (choice !== "delete") return;
    try {
      await remove.mutateAsync({ orderNo: order.orderNo, ...(mallId === "" ? {} : { mallId }) });
    } catch {
      return; // shown once
    }
    toast(t("order.deleted"));
  };
  return (
    <Button disabled={remove.isPending} aria-label={t("order.deleteOf", { name: order.productName })} onClick={() => void ask()}>
      {t("order.delete")}
    </Button>
  );
}

/**
 * 再次投保 of a paid or expired order (domain's `isOrderRebuyable`): asks the gateway for a new proposal drafted
 * from the old one and opens the application form filled with it ({@link BuyAgainState}). `replace` swaps the
 * finished order's page for the form, so back from the form never returns into the finished order's flow.
 */
export function BuyAgainButton({ order, replace = false }: { order: OrderRecord; replace?: boolean }) {
  const t = useMessages(ORDER_MESSAGES);
  const navigate = useNavigate();
  const mallId = useAppStore((state) => state.mallId);
  const start = useMutation(ORDER_MUTATIONS.buyAgain());
  const go = async () => {
    let draft;
    try {
      draft = await start.mutateAsync({ orderNo: order.orderNo, ...(mallId === "" ? {} : { mallId }) });
    } catch {
      return; // shown once
    }
    const search = new URLSearchParams({ productCode: draft.productCode, ...(draft.planCode === "" ? {} : { planCode: draft.planCode }) });
    const state: BuyAgainState = { buyAgain: draft.fields };
    void navigate(`/inputInfo?${search.toString()}`, { state, replace });
  };
  return (
    <Button variant="primary" disabled={start.isPending} aria-label={t("order.buyAgainOf", { name: order.productName })} onClick={() => void go()}>
      {t("order.buyAgain")}
    </Button>
  );
}
