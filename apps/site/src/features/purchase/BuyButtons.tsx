import * as commerce from '@academy/strings/commerce';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { PurchaseDialog, type Purchasable } from './PurchaseDialog.tsx';

/** 바로 구매 and 장바구니 for one lecture (docs/product/commerce.md), each through the dialog. */
export function BuyButtons({ lecture }: { lecture: Purchasable }) {
  const [mode, setMode] = useState<'buy' | 'cart' | null>(null);
  return (
    <>
      <Group grow>
        <Button
          onClick={() => setMode('buy')}
          aria-label={`${lecture.title} ${commerce.site.buyNow}`}
        >
          {commerce.site.buyNow}
        </Button>
        <Button
          variant="default"
          onClick={() => setMode('cart')}
          aria-label={`${lecture.title} ${commerce.site.addToCart}`}
        >
          {commerce.site.addToCart}
        </Button>
      </Group>
      <PurchaseDialog
        lecture={mode ? lecture : null}
        mode={mode ?? 'buy'}
        onClose={() => setMode(null)}
      />
    </>
  );
}
